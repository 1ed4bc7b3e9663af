import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEvent } from '@georisk/contract';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../lib/format-date';
import '../../components/crud/card-table.css';
import { ColumnHeads } from '../../components/column-heads';

const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

const detailText = (detail: AuditEvent['detail']) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** One row per event, newest first; on a phone each row is a card. */
export const AuditTable = ({ events }: { events: AuditEvent[] }) => (
  <Table responsive hover className="align-middle bg-white shadow-sm card-table">
    <ColumnHeads columns={['#', 'When', 'Who', 'Action', 'Target', 'From', 'Detail']} />
    <tbody>
      {events.map((event) => (
        <tr key={event.event_id}>
          <td data-label="#">{event.event_id}</td>
          <td data-label="When" className="text-nowrap">
            {formatDateTime(event.at)}
          </td>
          {/* Wide enough for an address on one line; a very long one still wraps. */}
          <td data-label="Who" className="text-break" style={{ minWidth: '12rem' }}>
            {event.actor_email ?? <span className="text-body-secondary">Not signed in</span>}
          </td>
          <td data-label="Action">{actionLabel(event.action)}</td>
          <td data-label="Target" className="small text-break">
            {event.target_kind ? `${event.target_kind} ${event.target_id ?? ''}` : '—'}
          </td>
          <td data-label="From">{event.ip ?? '—'}</td>
          <td data-label="Detail" className="small text-break">
            {detailText(event.detail) || '—'}
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
);
