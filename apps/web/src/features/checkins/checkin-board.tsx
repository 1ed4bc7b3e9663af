import type { CheckinBoard as Board } from '@georisk/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { failureText } from '../../api/api';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { PageSpinner } from '../../components/page-spinner';
import { formatDateTime } from '../../lib/format-date';
import { saveCsv } from '../../lib/save-csv';
import {
  checkinsApi,
  useCheckinBoardQuery,
  useCloseCheckinMutation,
  useExportCheckinMutation,
} from './checkins-api';
import { ANSWER_BADGES, askedWhom } from './checkin-labels';

/** An open board is read again this often, so answers appear as they come in. */
export const BOARD_POLL_MS = 5000;

const Summary = ({ board }: { board: Board }) => (
  <p className="d-flex flex-wrap gap-2 mb-3" aria-live="polite">
    <Badge bg="success">Safe: {board.counts.safe}</Badge>
    <Badge bg="danger">Need help: {board.counts.help}</Badge>
    <Badge bg="secondary">No answer: {board.counts.none}</Badge>
  </p>
);

const Recipients = ({ board }: { board: Board }) => (
  <ListGroup as="ul" aria-label="Answers">
    {board.recipients.map((r) => {
      const badge = ANSWER_BADGES[r.answer ?? 'none'];
      return (
        <ListGroup.Item as="li" key={r.recipient_id}>
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <span className="fw-semibold text-break">{r.name}</span>
            <Badge bg={badge.bg}>{badge.text}</Badge>
          </div>
          <div className="small text-body-secondary text-break">{r.email}</div>
          <div className="small">
            {r.answered_at
              ? `Answered ${formatDateTime(r.answered_at)}`
              : `Reminders sent: ${r.reminders_sent}`}
          </div>
          {r.note && <p className="mb-0 mt-1 text-break">“{r.note}”</p>}
        </ListGroup.Item>
      );
    })}
  </ListGroup>
);

/**
 * The live board of one check-in (docs/rules/checkins.md): who answered safe, who needs help,
 * who has not answered, with times and notes; read again every few seconds while open. Owners
 * and admins close it; everyone who sees it may export it.
 */
export const CheckinBoard = ({
  checkinId,
  back,
  show,
}: {
  checkinId: string;
  back: () => void;
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  // A closed check-in changes no more: the cached copy says so, and the polling stops.
  const closed =
    checkinsApi.endpoints.checkinBoard.useQueryState(checkinId).data?.status === 'closed';
  const { data: board, error } = useCheckinBoardQuery(checkinId, {
    pollingInterval: closed ? 0 : BOARD_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const [close, closing] = useCloseCheckinMutation();
  const [exportCsv, exporting] = useExportCheckinMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  if (error) return <p role="alert">{failureText(error)}</p>;
  if (!board) return <PageSpinner label="Loading the check-in" />;

  const download = async () => {
    try {
      saveCsv(await exportCsv(checkinId).unwrap(), `check-in-${board.created_at.slice(0, 10)}.csv`);
    } catch (failure) {
      show(failureText(failure));
    }
  };
  const askClose = () =>
    setPending({
      title: 'Close this check-in?',
      text: 'Its links will no longer record answers, and no more reminders will be sent.',
      confirm: 'Close check-in',
      run: async () => {
        try {
          show((await close(checkinId).unwrap()).message, 'success');
        } catch (failure) {
          show(failureText(failure));
        }
      },
    });
  return (
    <section aria-labelledby="checkin-board-title">
      <Button variant="link" className="px-0 mb-2" onClick={back}>
        ‹ All check-ins
      </Button>
      <Card>
        <Card.Body>
          <h2 id="checkin-board-title" className="h5 text-break">
            {askedWhom(board)}{' '}
            <Badge bg={board.status === 'open' ? 'primary' : 'secondary'}>
              {board.status === 'open' ? 'Open' : 'Closed'}
            </Badge>
          </h2>
          <p className="small text-body-secondary mb-2">
            Started {formatDateTime(board.created_at)}
            {board.closed_at
              ? ` · closed ${formatDateTime(board.closed_at)}`
              : ` · links work until ${formatDateTime(board.expires_at)}`}
          </p>
          {board.message && <p className="text-break">{board.message}</p>}
          <Summary board={board} />
          <Recipients board={board} />
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Button
              variant="outline-primary"
              onClick={() => void download()}
              disabled={exporting.isLoading}
            >
              Export CSV
            </Button>
            {board.can_manage && board.status === 'open' && (
              <Button variant="outline-danger" onClick={askClose}>
                Close check-in
              </Button>
            )}
          </div>
        </Card.Body>
      </Card>
      <ConfirmDialog pending={pending} busy={closing.isLoading} onClose={() => setPending(null)} />
    </section>
  );
};
