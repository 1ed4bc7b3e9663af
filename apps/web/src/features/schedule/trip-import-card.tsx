import { TRIP_CSV_COLUMNS, TRIP_MESSAGES } from '@georisk/contract';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import { SelectField, TextField } from '../../components/form/form-fields';
import { ImportErrors, type ImportFailure } from '../../components/import-errors';
import { useImportTripsMutation, useTravellerListQuery } from './schedule-api';

const FORMATS = [
  { value: 'ics', label: 'Calendar (ICS): one trip' },
  { value: 'csv', label: 'CSV: any number of trips' },
];

/** Import a trip from a calendar file, or trips from CSV: all or nothing (docs/rules/schedule.md). */
export const TripImportCard = ({ show }: { show: (text: string, variant?: 'success') => void }) => {
  const fileId = useId();
  const travellers = useTravellerListQuery().data?.rows ?? [];
  const [format, setFormat] = useState('ics');
  const [travellerId, setTravellerId] = useState('');
  const [purpose, setPurpose] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<ImportFailure | null>(null);
  const [importTrips, importing] = useImportTripsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    if (!file) return setRefused({ message: TRIP_MESSAGES.file });
    const text = await file.text();
    const body =
      format === 'csv'
        ? { format: 'csv' as const, file: text }
        : { format: 'ics' as const, file: text, traveller_id: travellerId, purpose };
    try {
      const reply = await importTrips(body).unwrap();
      show(reply.message, 'success');
    } catch (failure) {
      setRefused({ message: failureText(failure), ...(failure as Partial<ImportFailure>) });
    }
  };

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5">Import trips</h2>
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Import trips">
          <SelectField label="File format" options={FORMATS} value={format} onChange={setFormat} />
          {format === 'ics' && (
            <>
              <SelectField
                label="Traveller"
                required
                placeholder={travellers.length === 0 ? 'Add a traveller first' : 'Choose...'}
                options={travellers.map((t) => ({ value: t.traveller_id, label: t.name }))}
                value={travellerId}
                onChange={setTravellerId}
              />
              <TextField label="Purpose" required value={purpose} onChange={setPurpose} />
            </>
          )}
          <Form.Group controlId={fileId} className="mb-2">
            <Form.Label>File to import</Form.Label>
            <Form.Control
              type="file"
              accept={format === 'csv' ? '.csv,text/csv' : '.ics,text/calendar'}
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
            />
            <Form.Text id={`${fileId}-hint`}>
              {format === 'csv' ? (
                <>
                  First line: <code>{TRIP_CSV_COLUMNS.join(',')}</code>; local times.
                </>
              ) : (
                'Each event with a LOCATION ("City, Country") becomes a stop.'
              )}{' '}
              Everything is imported, or nothing: each mistake is listed here.
            </Form.Text>
          </Form.Group>
          <Button type="submit" disabled={importing.isLoading}>
            {importing.isLoading ? 'Importing...' : 'Import'}
          </Button>
        </Form>
        {refused && <ImportErrors failure={refused} />}
      </Card.Body>
    </Card>
  );
};
