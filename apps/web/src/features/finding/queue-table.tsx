import type { Incident } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../lib/format-date';
import { CountryNames } from '../../components/country-names';
import { IncidentStatusBadge } from '../../components/report/incident-status-badge';
import { StaleBadge } from '../../components/report/new-developments';
import { ageOf } from './request-age';
import '../../components/report/stacked-table.css';
import './finding-table.css';
import { ActionsHeader } from '../../components/actions-header';
import { SearchSnippet } from '../../components/search-snippet';
import { ColumnHeads } from '../../components/column-heads';

export interface QueueActions {
  /** The caller's own id: their claimed rows offer Release, others' rows are taken. */
  selfId: string;
  isAdmin: boolean;
  busy: boolean;
  onOpen: (incident: Incident) => void;
  onClaim: (incident: Incident) => void;
  onRelease: (incident: Incident) => void;
  /** Admins only: the partners a request can be given to, and the call that gives it. */
  partners: Array<{ user_id: string; name: string }>;
  onAssign: (incident: Incident, userId: string) => void;
}

/** An admin hands an open request to a partner (who is notified by the server). */
const AssignSelect = ({ incident, actions }: { incident: Incident; actions: QueueActions }) =>
  actions.isAdmin && incident.status !== 'Answered' && actions.partners.length > 0 ? (
    <Form.Select
      size="sm"
      className="queue-assign"
      aria-label={`Assign "${incident.query.slice(0, 40)}" to`}
      value=""
      disabled={actions.busy}
      onChange={(event) => {
        if (event.target.value) actions.onAssign(incident, event.target.value);
      }}
    >
      <option value="">Assign to…</option>
      {actions.partners
        .filter((partner) => partner.user_id !== incident.assigned_to)
        .map((partner) => (
          <option key={partner.user_id} value={partner.user_id}>
            {partner.name}
          </option>
        ))}
    </Form.Select>
  ) : null;

/** Claim when free (or, for an admin, held by someone else), Release when it is the caller's. */
const HoldButton = ({ incident, actions }: { incident: Incident; actions: QueueActions }) => {
  if (incident.status === 'Answered' && !incident.assigned_to) return null;
  const mine = incident.assigned_to === actions.selfId;
  // Someone else's request: only an admin takes it over, and not once it is answered.
  if (incident.assigned_to && !mine && !(actions.isAdmin && incident.status !== 'Answered'))
    return null;
  return (
    <Button
      size="sm"
      variant={mine ? 'outline-secondary' : 'outline-primary'}
      disabled={actions.busy}
      onClick={() => (mine ? actions.onRelease : actions.onClaim)(incident)}
    >
      {mine ? 'Release' : incident.assigned_to ? 'Take over' : 'Claim'}
    </Button>
  );
};

/**
 * The queue, soonest due first: who asked and what, its age, due time (with an overdue mark),
 * status, who holds it and whether the customer wrote something unread; Claim/Release and Report.
 */
export const QueueTable = ({
  incidents,
  actions,
}: {
  incidents: Incident[];
  actions: QueueActions;
}) => (
  <Table hover className="align-middle finding-table stacked-table queue-table">
    <ColumnHeads
      columns={['Request', 'Customer Type', 'Query Type', 'Age', 'Due', 'Status', 'Assignee']}
    >
      <ActionsHeader />
    </ColumnHeads>
    <tbody>
      {incidents.map((incident) => (
        <tr key={incident.incident_id} className={incident.overdue ? 'queue-overdue' : undefined}>
          <td className="finding-query">
            {incident.unread_messages && (
              <Badge bg="warning" text="dark" className="me-1">
                <i className="bi bi-envelope-fill me-1" aria-hidden="true" />
                Unread message
              </Badge>
            )}
            <span className="queue-query">{incident.query}</span>
            <SearchSnippet
              snippet={incident.snippet}
              className="search-snippet small mb-0 text-body-secondary"
            />
            <div className="small text-body-secondary">
              {incident.owner?.name ?? 'Customer'} · filed {formatDateTime(incident.created_at)}
            </div>
            <CountryNames
              codes={incident.countries}
              className="small text-body-secondary d-block"
            />
          </td>
          <td className="finding-customer-type">{incident.customerType}</td>
          <td className="finding-query-type">
            {incident.queryType.name}
            <div className="small text-body-secondary">{incident.queryType.categories.name}</div>
          </td>
          <td className="queue-age">
            <span className="d-sm-none text-body-secondary">Age </span>
            {ageOf(incident.created_at)}
          </td>
          <td className="queue-due">
            <span className="d-sm-none text-body-secondary">Due </span>
            {formatDateTime(incident.due_at)}
            {incident.overdue && (
              <Badge bg="danger" className="ms-1">
                Overdue
              </Badge>
            )}
          </td>
          <td className="finding-status">
            <IncidentStatusBadge status={incident.status} />
            {/* Priced on quote (docs/rules/proposals.md): nobody works on it before a firm's
                proposal is accepted; then only that firm's partners do. */}
            {incident.quote && (
              <div className="small text-body-secondary">
                {incident.quote.firm ? `Quoted by ${incident.quote.firm.name}` : 'Awaiting quotes'}
              </div>
            )}
            {incident.stale && (
              <>
                {' '}
                <StaleBadge />
              </>
            )}
          </td>
          <td className="queue-assignee">{incident.assignee?.name ?? 'Unassigned'}</td>
          <td className="finding-action text-end">
            <div className="d-flex gap-1 justify-content-end flex-wrap">
              <AssignSelect incident={incident} actions={actions} />
              <HoldButton incident={incident} actions={actions} />
              <Button size="sm" onClick={() => actions.onOpen(incident)}>
                Report
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
);
