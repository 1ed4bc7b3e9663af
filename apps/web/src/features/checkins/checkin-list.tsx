import type { Checkin } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateTime } from '../../lib/format-date';
import { askedWhom } from './checkin-labels';

/** The check-ins, newest first, each with its answers so far and a way to its board. */
export const CheckinList = ({ rows, open }: { rows: Checkin[]; open: (id: string) => void }) => {
  if (rows.length === 0) {
    return <p className="text-body-secondary">No check-ins yet.</p>;
  }
  return (
    <ListGroup as="ul" aria-label="Check-ins">
      {rows.map((c) => (
        <ListGroup.Item
          as="li"
          key={c.checkin_id}
          className="d-flex flex-wrap gap-2 align-items-center"
        >
          <div className="flex-grow-1 text-break">
            <div className="fw-semibold">
              {askedWhom(c)}{' '}
              <Badge bg={c.status === 'open' ? 'primary' : 'secondary'}>
                {c.status === 'open' ? 'Open' : 'Closed'}
              </Badge>
            </div>
            <div className="small text-body-secondary">
              {formatDateTime(c.created_at)} · {c.counts.safe} safe · {c.counts.help} need help ·{' '}
              {c.counts.none} no answer
            </div>
          </div>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => open(c.checkin_id)}
            aria-label={`Open the board: ${askedWhom(c)}, ${formatDateTime(c.created_at)}`}
          >
            Open board
          </Button>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
};
