import { FINDING_STATUSES, type Incident } from '@georisk/contract';
import { useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Banner, useBanner } from '../../components/banner';
import { FactorCell } from '../../components/report/factor-cell';
import type { ReportRow } from '../../components/report/finding-status';
import type { FactorResponseMap, FindingSave } from './finding-api';
import '../../components/report/stacked-table.css';
import './findings-form.css';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { ColumnHeads } from '../../components/column-heads';

type Entries = Record<string, { response_status: string; response: string }>;
interface Values {
  entries: Entries;
  summary: string;
}

const initialEntries = (rows: ReportRow[]): Entries =>
  Object.fromEntries(
    rows.map(({ factor, finding }) => [
      factor.factor_id,
      { response_status: finding?.response_status ?? '', response: finding?.factor_response ?? '' },
    ]),
  );

/** Rows tall enough to show a saved answer whole (up to a point), never fewer than three. */
const rowsFor = (text: string): number =>
  Math.min(
    12,
    Math.max(
      3,
      text.split('\n').reduce((sum, line) => sum + Math.ceil((line.length + 1) / 70), 0),
    ),
  );

/** Whether the analyst is writing the first answer or changing one the customer already reads. */
const EditingNote = ({ published, hasDraft }: { published: number; hasDraft: boolean }) => {
  let text: ReactNode;
  if (published > 0)
    text = (
      <>
        <strong>You are editing a published answer</strong> (revision {published}). Submit publishes
        revision {published + 1} and tells the customer; Save draft keeps the changes for you only.
      </>
    );
  else
    text = (
      <>
        <strong>Not published yet.</strong> Submit publishes the answer to the customer and needs
        every factor rated with a response; Save draft keeps it for you only.
      </>
    );
  return (
    // A standing note, not an alert: screen readers meet it in reading order.
    <div className={`alert alert-${published > 0 ? 'warning' : 'info'} py-2 small`}>
      {text}
      {hasDraft && <div className="mt-1">An unpublished draft is loaded.</div>}
    </div>
  );
};

/**
 * The analyst's findings form: the incident's query in the header, the overall summary, then one
 * row per factor of its category with a Green/Yellow/Red status and a free-text response. It has
 * no client checks (docs/rules/incidents.md): untouched rows are left out and the server judges the
 * rest — publishing names the first factor still missing.
 */
export const FindingsFormView = ({
  incident,
  rows,
  summary,
  published,
  hasDraft,
  onSubmit,
  onCancel,
  developments,
  children,
}: {
  incident: Incident;
  rows: ReportRow[];
  summary: string;
  /** The latest published revision, 0 when nothing is published. */
  published: number;
  hasDraft: boolean;
  /** Saves; a rejection is shown in the form's banner. */
  onSubmit: (body: Omit<FindingSave, 'incident_id' | 'finding_id'>) => Promise<void>;
  onCancel: () => void;
  /** Shown above the fields of a stale answer: the news since it was published, to weigh in. */
  developments?: ReactNode;
  /** Shown under the form: the conversation with the customer. */
  children?: ReactNode;
}) => {
  const { banner, show } = useBanner();
  // Which button sent the form; read only while submitting, never while drawing.
  const asDraft = useRef(false);
  const form = useCheckedForm<Values, Omit<FindingSave, 'incident_id' | 'finding_id'>>({
    schema: null,
    initial: { entries: initialEntries(rows), summary },
    prepare: (values) => ({
      factor_response: Object.fromEntries(
        Object.entries(values.entries).filter(
          ([, entry]) => entry.response_status !== '' || entry.response.trim() !== '',
        ),
      ) as FactorResponseMap,
      summary: values.summary,
      draft: asDraft.current,
    }),
    send: onSubmit,
    warn: show,
  });
  const { values, busy } = form;
  const edit = (factorId: string, change: Partial<Entries[string]>) =>
    form.set('entries', {
      ...values.entries,
      [factorId]: { ...values.entries[factorId]!, ...change },
    });

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
        <EditingNote published={published} hasDraft={hasDraft} />
        {developments}
        <Form
          noValidate
          onSubmit={(event) => {
            asDraft.current = false;
            form.submit(event);
          }}
        >
          <Form.Group className="mb-3" controlId="findings-summary">
            <Form.Label>Summary</Form.Label>
            <Form.Control
              as="textarea"
              rows={rowsFor(values.summary)}
              placeholder="Your overall judgement for the customer"
              value={values.summary}
              onChange={(event) => form.set('summary', event.target.value)}
            />
          </Form.Group>
          <Table bordered className="findings-table stacked-table align-middle">
            <ColumnHeads columns={['Category', 'Name', 'Status', 'Response']} />
            <tbody>
              {rows.map(({ factor }) => {
                const entry = values.entries[factor.factor_id];
                return (
                  <tr key={factor.factor_id}>
                    <td className="findings-category">{factor.categories.name}</td>
                    <td>
                      <FactorCell factor={factor} />
                    </td>
                    <td className="findings-status">
                      <Form.Select
                        aria-label={`Status of ${factor.name}`}
                        value={entry?.response_status ?? ''}
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
                        rows={rowsFor(entry?.response ?? '')}
                        placeholder="Response"
                        aria-label={`Response for ${factor.name}`}
                        value={entry?.response ?? ''}
                        onChange={(event) =>
                          edit(factor.factor_id, { response: event.target.value })
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              Submit
            </Button>
            <Button
              variant="outline-primary"
              disabled={busy}
              onClick={() => {
                asDraft.current = true;
                form.submit();
              }}
            >
              Save draft
            </Button>
            <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          </div>
        </Form>
        {children}
      </Card.Body>
    </Card>
  );
};
