import type { Proposal, ProposalStatus } from '@georisk/contract';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import '../../components/crud/card-table.css';
import { formatDateTime } from '../../lib/format-date';
import { ColumnHeads } from '../../components/column-heads';

const STATUS: Record<ProposalStatus, { label: string; bg: string }> = {
  open: { label: 'Open', bg: 'primary' },
  accepted: { label: 'Accepted', bg: 'success' },
  rejected: { label: 'Rejected', bg: 'secondary' },
  withdrawn: { label: 'Withdrawn', bg: 'secondary' },
  expired: { label: 'Expired', bg: 'warning' },
};

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;
const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

/**
 * A request's proposals: firm, price, delivery, note, expiry and status, with the caller's
 * actions on each (a card per proposal on a phone, like the admin tables).
 */
export const ProposalTable = ({
  proposals,
  caption,
  actions,
}: {
  proposals: Proposal[];
  caption: string;
  actions?: (proposal: Proposal) => ReactNode;
}) => (
  <Table size="sm" className="align-middle small card-table mb-0">
    <caption className="visually-hidden">{caption}</caption>
    <ColumnHeads
      columns={[
        'Firm',
        'Price',
        'Delivery',
        'Note',
        'Expires',
        'Status',
        Boolean(actions) && 'Actions',
      ]}
    />
    <tbody>
      {proposals.map((proposal) => {
        const status = STATUS[proposal.status];
        return (
          <tr key={proposal.proposal_id}>
            <td data-label="Firm">{proposal.firm.name}</td>
            <td data-label="Price">{credits(proposal.price_credits)}</td>
            <td data-label="Delivery">{hours(proposal.delivery_hours)}</td>
            <td data-label="Note" className="text-break">
              {proposal.note || '—'}
            </td>
            <td data-label="Expires">
              {/* A decided proposal no longer expires. */}
              {proposal.status === 'open' || proposal.status === 'expired'
                ? formatDateTime(proposal.expires_at)
                : '—'}
            </td>
            <td data-label="Status">
              <Badge bg={status.bg} text={status.bg === 'warning' ? 'dark' : undefined}>
                {status.label}
              </Badge>
            </td>
            {actions && <td className="card-table-action text-nowrap">{actions(proposal)}</td>}
          </tr>
        );
      })}
    </tbody>
  </Table>
);
