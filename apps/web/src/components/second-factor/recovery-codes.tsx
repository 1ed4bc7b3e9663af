import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

const download = (codes: string[]) => {
  const text = `GeoRisk recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'georisk-recovery-codes.txt',
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** The ten recovery codes, shown this once, with a download; `onDone` moves on. */
export const RecoveryCodesPanel = ({
  codes,
  doneLabel,
  onDone,
}: {
  codes: string[];
  doneLabel: string;
  onDone: () => void;
}) => (
  <div>
    <Alert variant="info" className="py-2">
      Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone or
      your passkey. They are shown only now.
    </Alert>
    <ol className="row row-cols-2 list-unstyled font-monospace mb-3" aria-label="Recovery codes">
      {codes.map((code) => (
        <li key={code} className="col py-1">
          {code}
        </li>
      ))}
    </ol>
    <div className="d-grid gap-2">
      <Button variant="outline-primary" onClick={() => download(codes)}>
        Download the codes
      </Button>
      <Button onClick={onDone}>{doneLabel}</Button>
    </div>
  </div>
);
