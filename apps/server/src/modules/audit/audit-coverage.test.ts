import type { AuditEvent } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { answeredBy, submitIncident } from '../../test/finding.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * Each audited action of the request workflow writes its row, with the actor, the request and
 * the caller's address (docs/rules/audit.md); the chain still verifies afterwards.
 */
describe('audit coverage of the request workflow', () => {
  const t = useTestApp();
  let admin: TestUser;
  let customer: TestUser;
  let partner: TestUser;

  const call = async (path: string, body: object, user: TestUser) => {
    const reply = await t.call(path, body, user.token);
    expect(reply.statusCode, `${path}: ${reply.body}`).toBe(200);
    return reply;
  };
  const eventsOn = async (incidentId: string) =>
    (await t.call('audit/list', { target_id: incidentId }, admin.token))
      .json<{ audit: AuditEvent[] }>()
      .audit.reverse();

  beforeAll(async () => {
    [admin, customer, partner] = await Promise.all([
      buildUser(t, { role: 'admin' }),
      buildUser(t),
      buildUser(t, { role: 'partner' }),
    ]);
  });

  it('records filing, changing, claiming, releasing, assigning, messages and deleting', async () => {
    const { incidentId, queryType } = await submitIncident(t, customer);
    await call(
      'incident/update',
      {
        incident_id: incidentId,
        customerType: 'Global',
        queryType_id: queryType.id,
        query: 'Will the port stay open next week?',
      },
      customer,
    );
    await call('message/insert', { incident_id: incidentId, body: 'Any news?' }, customer);
    await call('incident/claim', { incident_id: incidentId }, partner);
    await call('incident/release', { incident_id: incidentId }, partner);
    await call('incident/assign', { incident_id: incidentId, user_id: partner.id }, admin);
    await call('incident/remove', { incident_id: incidentId, is_deleted: true }, customer);

    const events = await eventsOn(incidentId);
    expect(events.map((e) => [e.action, e.actor_email])).toEqual([
      ['incident.create', customer.email],
      ['incident.update', customer.email],
      ['message.post', customer.email],
      ['incident.claim', partner.email],
      ['incident.release', partner.email],
      ['incident.assign', admin.email],
      ['incident.delete', customer.email],
    ]);
    expect(events.every((e) => e.ip && e.target_kind === 'incident')).toBe(true);
    expect(events[5]?.detail).toEqual({ assigned_to: partner.id });
  });

  it('records a publication and an admin removing a published answer', async () => {
    const { incidentId, findingId } = await answeredBy(t, customer, partner);
    await call('finding/remove', { finding_id: findingId, is_deleted: true }, admin);
    const events = await eventsOn(incidentId);
    expect(events.map((e) => [e.action, e.actor_email, e.detail])).toEqual([
      ['incident.create', customer.email, {}],
      ['finding.publish', partner.email, { revision: 1 }],
      ['finding.remove', admin.email, { revision: 1 }],
    ]);
  });

  it('records nothing for a refused call or an identical save', async () => {
    const { incidentId, queryType } = await submitIncident(t, customer);
    const other = await buildUser(t);
    expect(
      (await t.call('incident/claim', { incident_id: incidentId }, other.token)).statusCode,
    ).toBe(403);
    await call(
      'incident/update',
      {
        incident_id: incidentId,
        customerType: 'Global',
        queryType_id: queryType.id,
        query: 'Will the port stay open?',
      },
      customer,
    );
    expect((await eventsOn(incidentId)).map((e) => e.action)).toEqual(['incident.create']);
    const verdict = await t.call('audit/verify', {}, admin.token);
    expect(verdict.json()).toMatchObject({ audit: { ok: true } });
  });
});
