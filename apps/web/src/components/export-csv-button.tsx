import Button from 'react-bootstrap/Button';
import { failureText } from '../api/api';
import { localDay, saveCsv } from '../lib/save-csv';

/**
 * Export CSV: asks the server for the CSV of what the screen's filters select (every page) and
 * saves it as `<name>-<today>.csv`; a refusal goes to `warn` (the screen's banner).
 */
export const ExportCsvButton = ({
  exportCsv,
  busy,
  name,
  warn,
}: {
  /** The export's request, resolving to the CSV text (an RTK Query mutation, unwrapped). */
  exportCsv: () => Promise<string>;
  busy: boolean;
  name: string;
  warn: (message: string) => void;
}) => {
  const run = async () => {
    try {
      saveCsv(await exportCsv(), `${name}-${localDay()}.csv`);
    } catch (failure) {
      warn(failureText(failure));
    }
  };
  return (
    <Button variant="outline-primary" size="sm" disabled={busy} onClick={() => void run()}>
      <i className="bi bi-download me-1" aria-hidden="true" />
      Export CSV
    </Button>
  );
};
