import { ExportCsvButton } from '../../components/export-csv-button';
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
  return (
    <ExportCsvButton
      exportCsv={() => exportAudit(query).unwrap()}
      busy={exporting.isLoading}
      name="audit-trail"
      warn={warn}
    />
  );
};
