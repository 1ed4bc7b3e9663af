import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { localDay, saveCsv } from '../../lib/save-csv';
import { useExportAuditMutation, type AuditExportQuery } from './audit-api';

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
