import type { Webhook } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../lib/format-date';
import { useWebhookDeliveriesQuery } from './webhooks-api';
import { ColumnHeads } from '../../components/column-heads';

const STATUS = {
  pending: { bg: 'warning', text: 'dark', label: 'Pending' },
  succeeded: { bg: 'success', text: undefined, label: 'Delivered' },
  failed: { bg: 'danger', text: undefined, label: 'Failed' },
} as const;

/** A webhook's delivery log, newest first, read again every 2 s while open. */
export const WebhookDeliveries = ({ webhook }: { webhook: Webhook }) => {
  const log = useWebhookDeliveriesQuery(webhook.webhook_id, { pollingInterval: 2000 });
  const rows = log.data?.rows ?? [];
  return (
    <section aria-labelledby="webhook-log-title" className="mb-4">
      <h2 className="h5 text-break" id="webhook-log-title">
        Delivery log of {webhook.url}
      </h2>
      {rows.length === 0 ? (
        <p className="text-body-secondary">{log.isLoading ? 'Loading...' : 'No deliveries yet.'}</p>
      ) : (
        // Scrolls sideways on a phone: a focusable region, so a keyboard can scroll it too.
        <div
          className="table-responsive"
          tabIndex={0}
          role="region"
          aria-labelledby="webhook-log-title"
        >
          <Table size="sm" className="align-middle">
            <ColumnHeads columns={['Event', 'Status', 'Attempt', 'Response', 'Time']} />
            <tbody>
              {rows.map((delivery) => {
                const status = STATUS[delivery.status];
                return (
                  <tr key={delivery.delivery_id}>
                    <td>{delivery.event}</td>
                    <td>
                      <Badge bg={status.bg} text={status.text}>
                        {status.label}
                      </Badge>
                    </td>
                    <td>{delivery.attempt}</td>
                    <td className="text-break">
                      {delivery.response_code ?? delivery.error ?? '—'}
                    </td>
                    <td>{formatDateTime(delivery.attempted_at ?? delivery.created_at)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
};
