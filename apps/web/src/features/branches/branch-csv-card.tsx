import { BRANCH_CSV_COLUMNS, BRANCH_MESSAGES } from '@georisk/contract';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import { ImportErrors, type ImportFailure } from '../../components/import-errors';
import { saveCsv } from '../../lib/save-csv';
import type { CrudScreen } from '../../components/crud/use-crud-screen';
import { useExportBranchesMutation, useImportBranchesMutation } from './branches-api';

/** Import (owners, admins, solo customers) and export (everyone who sees the list) as CSV. */
export const BranchCsvCard = ({
  screen,
  canImport,
}: {
  screen: CrudScreen;
  canImport: boolean;
}) => {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<ImportFailure | null>(null);
  const [importCsv, importing] = useImportBranchesMutation();
  const [exportCsv, exporting] = useExportBranchesMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    if (!file) return setRefused({ message: BRANCH_MESSAGES.csv });
    try {
      const reply = await importCsv(await file.text()).unwrap();
      screen.showBanner(reply.message, 'success');
    } catch (failure) {
      setRefused({ message: failureText(failure), ...(failure as Partial<ImportFailure>) });
    }
  };

  const exportAll = async () => {
    try {
      saveCsv((await exportCsv().unwrap()).csv, 'branches.csv');
    } catch (failure) {
      screen.showBanner(failureText(failure));
    }
  };

  return (
    <Card className="shadow-sm mt-4">
      <Card.Body>
        <h2 className="h5">CSV files</h2>
        {canImport && (
          <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Import branches">
            <Form.Group controlId={fileId} className="mb-2">
              <Form.Label>CSV file to import</Form.Label>
              <Form.Control
                type="file"
                accept=".csv,text/csv"
                aria-describedby={`${fileId}-hint`}
                onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
              />
              <Form.Text id={`${fileId}-hint`}>
                First line: <code>{BRANCH_CSV_COLUMNS.join(',')}</code>. Every row is imported, or
                none: each line with a mistake is listed here. Leave lat and lon empty to place a
                branch at its city.
              </Form.Text>
            </Form.Group>
            <Button type="submit" disabled={importing.isLoading}>
              {importing.isLoading ? 'Importing...' : 'Import branches'}
            </Button>
          </Form>
        )}
        {refused && <ImportErrors failure={refused} />}
        {canImport ? (
          <hr />
        ) : (
          <p className="text-body-secondary">
            You can read and export these branches; the company&apos;s owners and admins change
            them.
          </p>
        )}
        <Button
          variant="outline-primary"
          disabled={exporting.isLoading}
          onClick={() => void exportAll()}
        >
          <i className="bi bi-download me-1" aria-hidden="true" />
          Export branches (CSV)
        </Button>
      </Card.Body>
    </Card>
  );
};
