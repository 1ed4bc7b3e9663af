import { WEBHOOK_LIMITS, type WebhookWithSecret } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications } from '../../db/schema.js';
import { buildCompany, buildUser, buildWebhook, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { deliverWebhook } from './webhook-deliver.js';
import {
  deliveriesOf,
  handleDeliveries,
  startReceiver,
  type Receiver,
} from './webhooks.test-helpers.js';

const HOUR_MS = 3_600_000;

/** Signed deliveries, their retries and the switch-off after three days (docs/rules/webhooks.md). */
describe('webhook deliveries', () => {
  const t = useTestApp();
  let owner: TestUser;
  let companyAdmin: TestUser;
  let member: TestUser;
  let receiver: Receiver;
  const deps = () => ({ db: t.database.db, allowPrivate: true });

  beforeAll(async () => {
    [owner, companyAdmin, member] = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: companyAdmin, role: 'admin' },
      { user: member, role: 'member' },
    ]);
    receiver = await startReceiver();
    handleDeliveries(t);
  });
  afterAll(() => receiver.close());

  const sendTest = async (hook: WebhookWithSecret) => {
    const reply = await t.call('webhook/test', { webhook_id: hook.webhook_id }, owner.token);
    expect(reply.statusCode).toBe(200);
    return reply.json<{ delivery: { delivery_id: string } }>().delivery.delivery_id;
  };

  it('signs each delivery as Standard Webhooks says: the reference library verifies it', async () => {
    receiver.answerWith(200);
    receiver.received.length = 0;
    const hook = await buildWebhook(t, owner.token, { url: receiver.url });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await sendTest(hook);
    await t.jobs.runDue('webhook-deliver');

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const headers = request!.headers as Record<string, string>;
    const verified = new Webhook(hook.secret).verify(request!.body, headers);
    expect(verified).toMatchObject({ type: 'webhook.test', data: { webhook_id: hook.webhook_id } });
    expect(headers['webhook-id']).toMatch(/^msg_/);
    expect(() => new Webhook(hook.secret).verify(`${request!.body} `, headers)).toThrow();

    const [logged] = await deliveriesOf(t, owner.token, hook.webhook_id);
    expect(logged).toMatchObject({
      event: 'webhook.test',
      status: 'succeeded',
      attempt: 1,
      response_code: 200,
      error: null,
      message_id: headers['webhook-id'],
    });
    expect(logged?.attempted_at).not.toBeNull();
  });

  it('signs with the new secret once rotated; the old one no longer verifies', async () => {
    receiver.answerWith(200);
    receiver.received.length = 0;
    const hook = await buildWebhook(t, owner.token, { url: receiver.url });
    const rotated = await t.call('webhook/rotate', { webhook_id: hook.webhook_id }, owner.token);
    const secret = rotated.json<{ webhook: WebhookWithSecret }>().webhook.secret;
    expect(secret).not.toBe(hook.secret);
    await sendTest(hook);
    await t.jobs.runDue('webhook-deliver');
    const [request] = receiver.received;
    const headers = request!.headers as Record<string, string>;
    expect(new Webhook(secret).verify(request!.body, headers)).toMatchObject({
      type: 'webhook.test',
    });
    expect(() => new Webhook(hook.secret).verify(request!.body, headers)).toThrow();
  });

  it('retries a failing delivery after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then stops', async () => {
    receiver.answerWith(500);
    receiver.received.length = 0;
    const hook = await buildWebhook(t, owner.token, { url: receiver.url });
    const id = await sendTest(hook);
    await t.jobs.runDue('webhook-deliver');

    const delays: number[] = [];
    for (;;) {
      const [logged] = await deliveriesOf(t, owner.token, hook.webhook_id);
      if (!logged?.next_attempt_at) break;
      const next = new Date(logged.next_attempt_at);
      delays.push((next.getTime() - new Date(logged.attempted_at!).getTime()) / 1000);
      // The next attempt is queued on the job runner for exactly that time.
      const { rows } = await t.database.raw.query(
        `select start_after from pgboss.job where name = 'webhook-deliver'
           and data->>'delivery_id' = $1 order by start_after desc limit 1`,
        [id],
      );
      expect(new Date((rows[0] as { start_after: string }).start_after)).toEqual(next);
      expect(logged).toMatchObject({ status: 'pending', response_code: 500, error: 'HTTP 500' });
      await deliverWebhook(deps(), id, next);
    }
    expect(delays).toEqual([...WEBHOOK_LIMITS.retrySeconds]);
    expect(receiver.received).toHaveLength(8);
    const [last] = await deliveriesOf(t, owner.token, hook.webhook_id);
    expect(last).toMatchObject({ status: 'failed', attempt: 8, next_attempt_at: null });
    // Every attempt of one message carries the same webhook-id.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('switches a webhook off after three days of failures and tells its owners and admins', async () => {
    receiver.answerWith(503);
    const hook = await buildWebhook(t, owner.token, { url: receiver.url });
    const start = new Date();
    await deliverWebhook(deps(), await sendTest(hook), start);
    await deliverWebhook(
      deps(),
      await sendTest(hook),
      new Date(start.getTime() + (WEBHOOK_LIMITS.disableAfterHours - 1) * HOUR_MS),
    );
    const stillOn = await t.call('webhook/list', {}, owner.token);
    const listed = stillOn.json<{ webhook: { webhook_id: string; is_active: boolean }[] }>();
    expect(listed.webhook.find((w) => w.webhook_id === hook.webhook_id)?.is_active).toBe(true);

    const third = await sendTest(hook);
    const pending = await sendTest(hook);
    await deliverWebhook(
      deps(),
      third,
      new Date(start.getTime() + WEBHOOK_LIMITS.disableAfterHours * HOUR_MS),
    );
    const after = await t.call('webhook/list', {}, owner.token);
    const off = after
      .json<{ webhook: { webhook_id: string; is_active: boolean; disabled_reason: string }[] }>()
      .webhook.find((w) => w.webhook_id === hook.webhook_id);
    expect(off).toMatchObject({
      is_active: false,
      disabled_reason: 'Deliveries failed for 3 days without a success',
    });
    const told = await t.database.db
      .select({ userId: notifications.userId, text: notifications.text })
      .from(notifications)
      .where(eq(notifications.kind, 'webhook'));
    expect(told.map((n) => n.userId).sort()).toEqual([owner.id, companyAdmin.id].sort());
    expect(told[0]?.text).toContain(receiver.url);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'webhook.disable'), eq(auditEvents.targetId, hook.webhook_id)),
      );
    expect(audited).toHaveLength(1);

    // A message still waiting is not sent to a switched-off webhook.
    const sent = receiver.received.length;
    await deliverWebhook(deps(), pending, new Date(start.getTime() + 73 * HOUR_MS));
    expect(receiver.received).toHaveLength(sent);
    const log = await deliveriesOf(t, owner.token, hook.webhook_id);
    expect(log.find((d) => d.delivery_id === pending)).toMatchObject({
      status: 'failed',
      error: 'The webhook is switched off',
    });
  });

  it('forgets earlier failures after a success', async () => {
    receiver.answerWith(500);
    const hook = await buildWebhook(t, owner.token, { url: receiver.url });
    const start = new Date();
    await deliverWebhook(deps(), await sendTest(hook), start);
    receiver.answerWith(204);
    await deliverWebhook(deps(), await sendTest(hook), new Date(start.getTime() + HOUR_MS));
    receiver.answerWith(500);
    await deliverWebhook(
      deps(),
      await sendTest(hook),
      new Date(start.getTime() + WEBHOOK_LIMITS.disableAfterHours * HOUR_MS),
    );
    const list = await t.call('webhook/list', {}, owner.token);
    const found = list
      .json<{ webhook: { webhook_id: string; is_active: boolean }[] }>()
      .webhook.find((w) => w.webhook_id === hook.webhook_id);
    expect(found?.is_active).toBe(true);
  });
});
