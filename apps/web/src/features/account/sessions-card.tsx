import type { UserSession } from '@georisk/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { failureText } from '../../api/api';
import { Banner, useBanner } from '../../components/banner';
import { formatDateTime } from '../../lib/format-date';
import { CardHeading } from './card-heading';
import { useRevokeSessionMutation, useSessionsQuery } from './sessions-api';

/** One login: device, address, when it began and was last used; others can be ended here. */
const SessionItem = ({ session }: { session: UserSession }) => {
  const [revoke, { isLoading }] = useRevokeSessionMutation();
  const { banner, show } = useBanner();
  const device = session.device || 'Unknown device';
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2 px-0">
      <div className="flex-grow-1">
        <div className="fw-semibold">
          {device}
          {session.current && (
            <Badge bg="success" className="ms-2">
              This device
            </Badge>
          )}
        </div>
        <div className="small text-body-secondary">
          {session.ip ?? 'Address unknown'} · signed in {formatDateTime(session.created_at)} · last
          used {formatDateTime(session.last_used_at)}
        </div>
        <Banner banner={banner} />
      </div>
      {/* This device signs off from the menu; revoking it here would cut the screen mid-use. */}
      {!session.current && (
        <Button
          size="sm"
          variant="outline-danger"
          disabled={isLoading}
          aria-label={`Revoke ${device}, signed in ${formatDateTime(session.created_at)}`}
          onClick={() => {
            revoke({ session_id: session.session_id })
              .unwrap()
              .catch((error: unknown) => show(failureText(error), 'warning'));
          }}
        >
          Revoke
        </Button>
      )}
    </ListGroup.Item>
  );
};

/** The profile's "Sessions" card (docs/rules/accounts.md, "Sessions"). */
export const SessionsCard = () => {
  const { data, error } = useSessionsQuery();
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <CardHeading icon="laptop" title="Sessions">
          <div className="small text-body-secondary">
            Where you are signed in. Revoke a session you do not recognise: it is signed out within
            a second.
          </div>
        </CardHeading>
        {error && <Alert variant="warning">{failureText(error)}</Alert>}
        <ListGroup as="ul" variant="flush" aria-label="Your sessions">
          {data?.sessions.map((session) => (
            <SessionItem key={session.session_id} session={session} />
          ))}
        </ListGroup>
      </Card.Body>
    </Card>
  );
};
