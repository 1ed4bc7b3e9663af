import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { useExportAuditMutation, type AuditExportQuery } from './audit-api';

/** Today in the reader's time zone, as the file's name gives it. */
const localDay = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/**
 * Hands the CSV to the browser as a download. The byte-order mark the server sent is put back
 * (reading a reply as text drops it), so spreadsheets open the file as UTF-8.
 */
const saveCsv = (text: string, filename: string) => {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Export CSV: every event of the filters applied (all pages), as a file (docs/rules/audit.md). */
export const AuditExportButton = ({
  query,
  warn,
}: {
  query: AuditExportQuery;
  warn: (message: string) => void;
}) => {
  const [exportAudit, exporting] = useExportAuditMutation();
  const run = async () => {
    try {
      saveCsv(await exportAudit(query).unwrap(), `audit-trail-${localDay()}.csv`);
    } catch (failure) {
      warn(failureText(failure));
    }
  };
  return (
    <Button
      variant="outline-primary"
      size="sm"
      disabled={exporting.isLoading}
      onClick={() => void run()}
    >
      <i className="bi bi-download me-1" aria-hidden="true" />
      Export CSV
    </Button>
  );
};
