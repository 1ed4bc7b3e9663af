import type { WebhookWithSecret } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema.js';
import {
  buildCompany,
  buildReferenceSet,
  buildUser,
  buildWebhook,
  type TestUser,
} from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const EVENTS = ['request.created', 'request.updated', 'message.created'];

/** Events emitted by the services where they happen reach the right webhooks only. */
describe('webhook events from the services', () => {
  const t = useTestApp();
  let ownerA: TestUser;
  let solo: TestUser;
  let hooks: { a: WebhookWithSecret; b: WebhookWithSecret; platform: WebhookWithSecret };
  let reference: Awaited<ReturnType<typeof buildReferenceSet>>;

  beforeAll(async () => {
    const [ownerB, admin] = [await buildUser(t), await buildUser(t, { role: 'admin' })];
    [ownerA, solo] = [await buildUser(t), await buildUser(t)];
    await buildCompany(t, [{ user: ownerA, role: 'owner' }]);
    await buildCompany(t, [{ user: ownerB, role: 'owner' }]);
    reference = await buildReferenceSet(t);
    hooks = {
      a: await buildWebhook(t, ownerA.token, { events: EVENTS }),
      b: await buildWebhook(t, ownerB.token, { events: EVENTS }),
      platform: await buildWebhook(t, admin.token, { events: EVENTS }),
    };
  });

  const messagesTo = async (hook: WebhookWithSecret) =>
    (
      await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, hook.webhook_id))
    ).map((row) => JSON.parse(row.payload) as { type: string; data: { incident_id: string } });

  const fileRequest = async (user: TestUser, query: string) => {
    const reply = await t.call(
      'incident/insert',
      { customerType: 'Global', queryType_id: reference.queryType.id, query },
      user.token,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json<{ incident: { incident_id: string } }>().incident.incident_id;
  };

  it("sends a company's request, its change and its message to that company and the platform only", async () => {
    const id = await fileRequest(ownerA, 'Is the port of Lyon open?');
    const changed = await t.call(
      'incident/update',
      {
        incident_id: id,
        customerType: 'Global',
        queryType_id: reference.queryType.id,
        query: 'Is the port of Marseille open?',
      },
      ownerA.token,
    );
    expect(changed.statusCode).toBe(200);
    const posted = await t.call(
      'message/insert',
      { incident_id: id, body: 'Any news?' },
      ownerA.token,
    );
    expect(posted.statusCode).toBe(200);

    const toA = await messagesTo(hooks.a);
    expect(toA.map((m) => m.type)).toEqual([
      'request.created',
      'request.updated',
      'message.created',
    ]);
    expect(toA.every((m) => m.data.incident_id === id)).toBe(true);
    expect(await messagesTo(hooks.b)).toEqual([]);
    expect(
      (await messagesTo(hooks.platform)).filter((m) => m.data.incident_id === id),
    ).toHaveLength(3);
  });

  it("sends a personal request to the platform's webhooks only", async () => {
    const id = await fileRequest(solo, 'Is the road to Geneva open?');
    const toPlatform = await messagesTo(hooks.platform);
    expect(toPlatform.filter((m) => m.data.incident_id === id).map((m) => m.type)).toEqual([
      'request.created',
    ]);
    const toA = await messagesTo(hooks.a);
    expect(toA.some((m) => m.data.incident_id === id)).toBe(false);
  });
});
