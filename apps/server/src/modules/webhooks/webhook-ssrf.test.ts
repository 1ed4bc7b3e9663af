import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooks } from '../../db/schema.js';
import { buildCompany, buildUser, buildWebhook, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { deliverWebhook } from './webhook-deliver.js';
import { deliveriesOf, startReceiver, type Receiver } from './webhooks.test-helpers.js';

/**
 * Webhook targets follow the feeds' SSRF rules (docs/security.md): without FEEDS_ALLOW_PRIVATE,
 * https and public addresses only, refused when added and again at connect time.
 */
describe('webhook targets without FEEDS_ALLOW_PRIVATE', () => {
  const t = useTestApp({ feeds: { allowPrivate: false } });
  let owner: TestUser;
  let receiver: Receiver;

  beforeAll(async () => {
    owner = await buildUser(t);
    await buildCompany(t, [{ user: owner, role: 'owner' }]);
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it.each([
    ['http://203.0.113.10/hook', 'Webhook URLs must use https'],
    ['https://127.0.0.1/hook', 'Refused: 127.0.0.1 is a private or local address'],
    ['https://10.1.2.3/hook', 'Refused: 10.1.2.3 is a private or local address'],
    ['https://169.254.169.254/latest', 'Refused: 169.254.169.254 is a private or local address'],
    ['https://[::1]/hook', 'Refused: ::1 is a private or local address'],
    ['https://[::ffff:192.168.1.1]/hook', 'Refused: ::ffff:c0a8:101 is a private or local address'],
    ['https://localhost/hook', 'Refused: localhost is a private or local address'],
  ])('refuses %s with a clear message and writes nothing', async (url, message) => {
    const reply = await t.call('webhook/insert', { url, events: ['request.created'] }, owner.token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toContain(message);
    const listed = await t.call('webhook/list', {}, owner.token);
    expect(listed.json<{ total: number }>().total).toBe(0);
  });

  it('refuses a private target at connect time too: nothing is sent', async () => {
    const hook = await buildWebhook(t, owner.token, { url: 'https://93.184.215.14/hook' });
    // As if the name had been re-pointed after the check (DNS rebinding) or the row altered.
    await t.database.db
      .update(webhooks)
      .set({ url: receiver.url })
      .where(eq(webhooks.id, hook.webhook_id));
    const sent = await t.call('webhook/test', { webhook_id: hook.webhook_id }, owner.token);
    const id = sent.json<{ delivery: { delivery_id: string } }>().delivery.delivery_id;
    await deliverWebhook({ db: t.database.db, allowPrivate: false }, id);
    expect(receiver.received).toHaveLength(0);
    const [logged] = await deliveriesOf(t, owner.token, hook.webhook_id);
    expect(logged).toMatchObject({ status: 'pending', attempt: 1, response_code: null });
    expect(logged?.error).toContain('private or local address');
  });
});
