import type { Webhook, WebhookEvent, WebhookWithSecret } from '@georisk/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { failureText } from '../../api/api';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import {
  useRemoveWebhookMutation,
  useRotateWebhookMutation,
  useTestWebhookMutation,
  useUpdateWebhookMutation,
} from './webhooks-api';

interface Props {
  webhooks: Webhook[];
  selected: string | null;
  onSelect: (id: string) => void;
  onChanged: () => void;
  onSecret: (webhook: WebhookWithSecret) => void;
  show: (text: string, variant?: 'success' | 'warning') => void;
}

/** The webhooks with what can be done to each: test, log, renew the secret, switch, remove. */
export const WebhookList = ({ webhooks, selected, onSelect, onChanged, onSecret, show }: Props) => {
  const [test] = useTestWebhookMutation();
  const [rotate] = useRotateWebhookMutation();
  const [update] = useUpdateWebhookMutation();
  const [remove, removing] = useRemoveWebhookMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      show((await work()).message, 'success');
      onChanged();
    } catch (error) {
      show(failureText(error));
    }
  };
  if (webhooks.length === 0) return <p className="text-body-secondary">No webhooks yet.</p>;
  return (
    <>
      <ListGroup as="ul" className="mb-4" aria-label="Webhooks">
        {webhooks.map((hook) => (
          <ListGroup.Item as="li" key={hook.webhook_id} active={false}>
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <strong className="text-break">{hook.url}</strong>
              {hook.is_active ? <Badge bg="success">On</Badge> : <Badge bg="secondary">Off</Badge>}
            </div>
            {hook.description && <div className="text-break">{hook.description}</div>}
            <div className="small text-body-secondary">{hook.events.join(', ')}</div>
            {hook.disabled_reason && (
              <div className="small text-danger-emphasis">Switched off: {hook.disabled_reason}</div>
            )}
            <div className="d-flex flex-wrap gap-2 mt-2">
              <Button
                size="sm"
                onClick={() => {
                  onSelect(hook.webhook_id);
                  void run(() => test(hook.webhook_id).unwrap());
                }}
              >
                Send test
              </Button>
              <Button
                size="sm"
                variant="outline-primary"
                aria-pressed={selected === hook.webhook_id}
                onClick={() => onSelect(hook.webhook_id)}
              >
                Delivery log
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() =>
                  void run(async () => {
                    const reply = await rotate(hook.webhook_id).unwrap();
                    onSecret(reply.webhook);
                    return reply;
                  })
                }
              >
                Renew secret
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() =>
                  void run(() =>
                    update({
                      webhook_id: hook.webhook_id,
                      url: hook.url,
                      events: hook.events as WebhookEvent[],
                      description: hook.description,
                      is_active: !hook.is_active,
                    }).unwrap(),
                  )
                }
              >
                {hook.is_active ? 'Switch off' : 'Switch on'}
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() =>
                  setPending({
                    title: 'Remove this webhook?',
                    text: `${hook.url} will receive no more events.`,
                    confirm: 'Remove',
                    run: () => run(() => remove(hook.webhook_id).unwrap()),
                  })
                }
              >
                Remove
              </Button>
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <ConfirmDialog pending={pending} busy={removing.isLoading} onClose={() => setPending(null)} />
    </>
  );
};
