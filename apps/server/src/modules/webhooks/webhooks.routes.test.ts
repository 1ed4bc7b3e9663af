import type { Webhook } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema.js';
import { buildCompany, buildUser, buildWebhook, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { emitWebhookEvent } from './webhook-emit.js';

/** Managing webhooks, and whose events reach which (docs/rules/webhooks.md). */
describe('webhooks', () => {
  const t = useTestApp();
  let ownerA: TestUser;
  let memberA: TestUser;
  let ownerB: TestUser;
  let admin: TestUser;
  let companyA: string;

  beforeAll(async () => {
    [ownerA, memberA, ownerB] = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    admin = await buildUser(t, { role: 'admin' });
    companyA = (
      await buildCompany(t, [
        { user: ownerA, role: 'owner' },
        { user: memberA, role: 'member' },
      ])
    ).id;
    await buildCompany(t, [{ user: ownerB, role: 'owner' }]);
  });

  const listOf = async (token: string) =>
    (await t.call('webhook/list', {}, token)).json<{ webhook: Webhook[]; total: number }>();

  it('adds a webhook with its secret shown once, then lists, changes and removes it', async () => {
    const added = await t.call(
      'webhook/insert',
      {
        url: 'https://hooks.example.org/georisk',
        events: ['request.created', 'alert.created', 'request.created'],
        description: 'Ops channel',
      },
      ownerA.token,
    );
    expect(added.statusCode).toBe(200);
    const webhook = added.json<{ webhook: Webhook & { secret: string } }>().webhook;
    expect(webhook).toMatchObject({
      scope: 'company',
      company_id: companyA,
      events: ['request.created', 'alert.created'],
      is_active: true,
      description: 'Ops channel',
    });
    expect(webhook.secret).toMatch(/^whsec_/);

    const listed = await listOf(ownerA.token);
    expect(listed.webhook.map((w) => w.webhook_id)).toContain(webhook.webhook_id);
    expect(JSON.stringify(listed)).not.toContain(webhook.secret);

    const changed = await t.call(
      'webhook/update',
      {
        webhook_id: webhook.webhook_id,
        url: 'https://hooks.example.org/other',
        events: ['message.created'],
        is_active: false,
      },
      ownerA.token,
    );
    expect(changed.json<{ webhook: Webhook }>().webhook).toMatchObject({
      url: 'https://hooks.example.org/other',
      events: ['message.created'],
      is_active: false,
    });

    const removed = await t.call(
      'webhook/remove',
      { webhook_id: webhook.webhook_id },
      ownerA.token,
    );
    expect(removed.statusCode).toBe(200);
    const again = await t.call('webhook/rotate', { webhook_id: webhook.webhook_id }, ownerA.token);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe('Webhook not found');
  });

  it.each([
    [{ events: ['request.created'] }, 'Please specify a valid http(s) URL'],
    [
      { url: 'ftp://example.org/x', events: ['request.created'] },
      'Please specify a valid http(s) URL',
    ],
    [{ url: 'https://example.org/x', events: [] }, 'Please choose at least one event'],
    [
      { url: 'https://example.org/x', events: ['request.deleted'] },
      'Please choose events from the list',
    ],
    [{ url: 'https://example.org/x' }, 'Please choose at least one event'],
  ])('refuses %j with a clear message and writes nothing', async (body, message) => {
    const before = (await listOf(ownerB.token)).total;
    const reply = await t.call('webhook/insert', body, ownerB.token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toBe(message);
    expect((await listOf(ownerB.token)).total).toBe(before);
  });

  it("keeps each company's webhooks to itself; a member may not manage them", async () => {
    const ofA = await buildWebhook(t, ownerA.token);
    expect((await listOf(ownerB.token)).webhook.map((w) => w.webhook_id)).not.toContain(
      ofA.webhook_id,
    );
    const refused = await t.call(
      'webhook/deliveries',
      { webhook_id: ofA.webhook_id },
      ownerB.token,
    );
    expect(refused.statusCode).toBe(403);
    const byMember = await t.call(
      'webhook/insert',
      { url: 'https://example.org/m', events: ['request.created'] },
      memberA.token,
    );
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json<{ message: string }>().message).toBe(
      "Only the company's owners and admins, or the platform's admins, manage webhooks",
    );
    const platform = await buildWebhook(t, admin.token);
    expect(platform).toMatchObject({ scope: 'platform', company_id: null });
    expect((await listOf(ownerA.token)).webhook.map((w) => w.webhook_id)).not.toContain(
      platform.webhook_id,
    );
  });

  it("sends a company's events to its own webhooks and the platform's, never another company's", async () => {
    const events = ['request.created', 'message.created'];
    const [ofA, ofB, platform, quietA] = [
      await buildWebhook(t, ownerA.token, { events }),
      await buildWebhook(t, ownerB.token, { events }),
      await buildWebhook(t, admin.token, { events }),
      await buildWebhook(t, ownerA.token, { events: ['alert.created'] }),
    ];
    const sent = await t.database.db.transaction((tx) =>
      emitWebhookEvent(tx, companyA, 'request.created', { incident_id: 'x' }),
    );
    const personal = await t.database.db.transaction((tx) =>
      emitWebhookEvent(tx, null, 'message.created', { incident_id: 'y' }),
    );
    expect(sent).toBeGreaterThanOrEqual(2);
    const countFor = async (id: string) =>
      (
        await t.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.webhookId, id))
      ).map((row) => row.event);
    expect(await countFor(ofA.webhook_id)).toEqual(['request.created']);
    expect(await countFor(ofB.webhook_id)).toEqual([]);
    expect(await countFor(quietA.webhook_id)).toEqual([]);
    expect((await countFor(platform.webhook_id)).sort()).toEqual([
      'message.created',
      'request.created',
    ]);
    expect(personal).toBeGreaterThanOrEqual(1);
  });
});
