import type { TotpEnrolment } from '@georisk/contract';
import { FactorProofForm, type FactorProof } from './factor-proof-form';

/** The key in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment: the QR code to scan, the same key to type by hand, and the first code to confirm
 * (the login's enrolment step and the profile's "Two-step sign-in" card).
 */
export const TotpEnrolmentPanel = ({
  enrolment,
  send,
  warn,
}: {
  enrolment: TotpEnrolment;
  send: (code: string) => Promise<void>;
  warn: (text: string) => void;
}) => (
  <div>
    <ol className="ps-3">
      <li>Open an authenticator app on your phone (for example Google Authenticator or Aegis).</li>
      <li>Scan this QR code, or type the key below.</li>
      <li>Enter the 6-digit code the app shows.</li>
    </ol>
    <div className="text-center mb-3">
      <img
        src={enrolment.qr_data_url}
        alt="QR code to add GeoRisk to your authenticator app"
        width={180}
        height={180}
        className="border rounded bg-white p-1"
      />
    </div>
    <p className="mb-1 small text-body-secondary" id="totp-key-label">
      Key to type by hand
    </p>
    <p className="mb-3">
      <code
        aria-labelledby="totp-key-label"
        data-testid="totp-key"
        className="fs-6 text-break user-select-all"
      >
        {grouped(enrolment.secret)}
      </code>
    </p>
    <FactorProofForm
      allowRecovery={false}
      submitLabel="Confirm"
      warn={warn}
      send={(proof: FactorProof) => send('code' in proof ? proof.code : '')}
    />
  </div>
);
