import type { ApiToken } from '@georisk/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { failureText } from '../../api/api';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/format-date';
import { useRemoveApiTokenMutation } from './api-tokens-api';

interface Props {
  tokens: ApiToken[];
  onChanged: () => void;
  show: (text: string, variant?: 'success' | 'warning') => void;
}

/** The live tokens: whose, scopes, expiry and last use; each revoked after a confirmation. */
export const ApiTokenList = ({ tokens, onChanged, show }: Props) => {
  const [remove, removing] = useRemoveApiTokenMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const revoke = async (token: ApiToken) => {
    try {
      show((await remove(token.token_id).unwrap()).message, 'success');
      onChanged();
    } catch (error) {
      show(failureText(error));
    }
  };
  if (tokens.length === 0) return <p className="text-body-secondary">No API tokens yet.</p>;
  return (
    <>
      <ListGroup as="ul" variant="flush" className="mb-3" aria-label="API tokens">
        {tokens.map((token) => (
          <ListGroup.Item as="li" key={token.token_id} className="px-0">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <strong className="text-break">{token.name}</strong>
              <Badge bg={token.kind === 'company' ? 'primary' : 'secondary'}>
                {token.kind === 'company' ? 'Company' : 'Personal'}
              </Badge>
            </div>
            <div className="small">
              <span className="font-monospace">{token.hint}…</span> · {token.scopes.join(', ')}
            </div>
            <div className="small text-body-secondary">
              Expires {formatDateTime(token.expires_at)} ·{' '}
              {token.last_used_at
                ? `last used ${formatDateTime(token.last_used_at)}`
                : 'never used'}
            </div>
            <Button
              size="sm"
              variant="outline-danger"
              className="mt-2"
              aria-label={`Revoke ${token.name}`}
              onClick={() =>
                setPending({
                  title: 'Revoke this token?',
                  text: `${token.name} stops working within a second, everywhere. This cannot be undone.`,
                  confirm: 'Revoke',
                  run: () => revoke(token),
                })
              }
            >
              Revoke
            </Button>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <ConfirmDialog pending={pending} busy={removing.isLoading} onClose={() => setPending(null)} />
    </>
  );
};
