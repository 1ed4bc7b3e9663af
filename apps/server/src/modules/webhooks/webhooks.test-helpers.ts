import type { WebhookDelivery } from '@georisk/contract';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../test/test-app.js';
import { scheduleWebhookDeliveries } from './webhook-deliver.js';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status every later request is answered with (200 unless told). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 that keeps every request it gets. */
export const startReceiver = async (): Promise<Receiver> => {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answerWith: (next) => {
      status = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** The test app's job runner delivers webhooks (FEEDS_ALLOW_PRIVATE's rules, as in the tests). */
export const handleDeliveries = (t: TestApp, allowPrivate = true) =>
  scheduleWebhookDeliveries(t.jobs, { db: t.database.db, allowPrivate });

/** A webhook's delivery log through the API. */
export const deliveriesOf = async (t: TestApp, token: string, webhookId: string) => {
  const reply = await t.call('webhook/deliveries', { webhook_id: webhookId }, token);
  if (reply.statusCode !== 200) throw new Error(`webhook/deliveries: ${reply.body}`);
  return reply.json<{ delivery: WebhookDelivery[] }>().delivery;
};
