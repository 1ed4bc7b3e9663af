import { FINDING_STATUSES, type Incident } from '@georisk/contract';
import { useState, type FormEvent } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Banner, useBanner } from '../../components/banner';
import { FactorCell } from '../../components/report/factor-cell';
import type { ReportRow } from '../../components/report/finding-status';
import type { FactorResponseMap } from './finding-api';
import '../../components/report/stacked-table.css';
import './findings-form.css';
import { FormActions } from '../../components/form-actions';

type Entries = Record<string, { response_status: string; response: string }>;

const initialEntries = (rows: ReportRow[]): Entries =>
  Object.fromEntries(
    rows.map(({ factor, finding }) => [
      factor.factor_id,
      { response_status: finding?.response_status ?? '', response: finding?.factor_response ?? '' },
    ]),
  );

/**
 * The partner's findings form (spec §2): the incident's query in the header, one row per factor
 * of its category with a Green/Yellow/Red status and a free-text response. No client validation
 * (spec §5): untouched rows are left out and the server judges the rest.
 */
export const FindingsFormView = ({
  incident,
  rows,
  onSubmit,
  onCancel,
}: {
  incident: Incident;
  rows: ReportRow[];
  onSubmit: (factorResponse: FactorResponseMap) => Promise<string | null>;
  onCancel: () => void;
}) => {
  const [entries, setEntries] = useState(() => initialEntries(rows));
  const [busy, setBusy] = useState(false);
  const { banner, show } = useBanner();
  const edit = (factorId: string, change: Partial<Entries[string]>) =>
    setEntries((current) => ({ ...current, [factorId]: { ...current[factorId]!, ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const touched = Object.entries(entries).filter(
      ([, entry]) => entry.response_status !== '' || entry.response.trim() !== '',
    );
    setBusy(true);
    const failure = await onSubmit(Object.fromEntries(touched));
    setBusy(false);
    if (failure) show(failure);
  };

  return (
    <Card className="shadow-sm findings-form">
      <Card.Header>
        <div className="d-flex align-items-center justify-content-between gap-2">
          <h1 className="h4 mb-1">Findings</h1>
          {busy && <Spinner animation="border" size="sm" role="status" aria-label="Working" />}
        </div>
        <p className="mb-0 findings-query">{incident.query}</p>
        <p className="small text-body-secondary mb-0">
          {incident.customerType} · {incident.queryType.name} · {incident.queryType.categories.name}
        </p>
      </Card.Header>
      <Card.Body>
        <Banner banner={banner} />
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Table bordered className="findings-table stacked-table align-middle">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Response</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ factor }) => (
                <tr key={factor.factor_id}>
                  <td className="findings-category">{factor.categories.name}</td>
                  <td>
                    <FactorCell factor={factor} />
                  </td>
                  <td className="findings-status">
                    <Form.Select
                      aria-label={`Status of ${factor.name}`}
                      value={entries[factor.factor_id]?.response_status ?? ''}
                      onChange={(event) =>
                        edit(factor.factor_id, { response_status: event.target.value })
                      }
                    >
                      <option value="">Choose status</option>
                      {FINDING_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {status}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                  <td className="findings-response">
                    <Form.Control
                      as="textarea"
                      rows={2}
                      placeholder="Response"
                      aria-label={`Response for ${factor.name}`}
                      value={entries[factor.factor_id]?.response ?? ''}
                      onChange={(event) => edit(factor.factor_id, { response: event.target.value })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <FormActions busy={busy} onCancel={onCancel} />
        </Form>
      </Card.Body>
    </Card>
  );
};
