import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { answer, submitIncident } from '../../test/finding.test-helpers.js';

/** Who reads the answers to an incident: its owner, partners and admins; never customer B. */
describe('finding read access', () => {
  const t = useTestApp();
  let ownerA: TestUser;
  let customerB: TestUser;
  let partner: TestUser;
  let admin: TestUser;
  let incidentId: string;
  let findingId: string;
  let factorIds: string[];

  beforeAll(async () => {
    [ownerA, customerB, partner, admin] = await Promise.all([
      buildUser(t),
      buildUser(t),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'admin' }),
    ]);
    const submitted = await submitIncident(t, ownerA);
    incidentId = submitted.incidentId;
    factorIds = [submitted.factorA.id, submitted.factorB.id];
    const res = await t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        factor_response: { [factorIds[0]!]: answer('Yellow'), [factorIds[1]!]: answer('Green') },
      },
      partner.token,
    );
    findingId = res.json().finding.finding_id;
  });

  it('lists one row per answered factor to the owner, partners and admins', async () => {
    for (const user of [ownerA, partner, admin]) {
      const res = await t.call(
        'finding/list',
        { incident_id: incidentId, created_by: user.id },
        user.token,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(2);
      expect(body.finding).toHaveLength(2);
      expect(body.finding).toEqual(
        expect.arrayContaining(
          [
            [factorIds[0], 'Yellow'],
            [factorIds[1], 'Green'],
          ].map(([factor_id, status]) => ({
            finding_id: findingId,
            incident_id: incidentId,
            factor_id,
            response_status: status,
            factor_response: `Rated ${status}`,
            created_by: partner.id,
            created_at: expect.any(String),
            previous_status: null,
          })),
        ),
      );
    }
  });

  it('gets the finding as a factor map for the owner, partners and admins', async () => {
    for (const user of [ownerA, partner, admin]) {
      const res = await t.call('finding/get', { finding_id: findingId }, user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().finding).toMatchObject({
        finding_id: findingId,
        incident_id: incidentId,
        created_by: partner.id,
        factor_response: {
          [factorIds[0]!]: { response_status: 'Yellow', response: 'Rated Yellow' },
        },
      });
    }
  });

  it('answers 403 to another customer, without any answer in the reply', async () => {
    const list = await t.call('finding/list', { incident_id: incidentId }, customerB.token);
    const get = await t.call('finding/get', { finding_id: findingId }, customerB.token);
    for (const res of [list, get]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'GR403' });
      expect(res.json().finding).toBeUndefined();
    }
  });

  it('keeps customers, even the owner, from changing or withdrawing it', async () => {
    for (const user of [ownerA, customerB]) {
      const update = await t.call(
        'finding/update',
        { finding_id: findingId, factor_response: { [factorIds[0]!]: answer('Red') } },
        user.token,
      );
      expect(update.statusCode).toBe(403);
      expect(
        (await t.call('finding/remove', { finding_id: findingId }, user.token)).statusCode,
      ).toBe(403);
    }
    const get = await t.call('finding/get', { finding_id: findingId }, ownerA.token);
    expect(get.json().finding.factor_response[factorIds[0]!].response_status).toBe('Yellow');
  });

  it('answers 404 for unknown incidents and findings, 401 without a user token', async () => {
    const unknown = crypto.randomUUID();
    expect((await t.call('finding/list', { incident_id: unknown }, partner.token)).statusCode).toBe(
      404,
    );
    expect((await t.call('finding/get', { finding_id: unknown }, partner.token)).statusCode).toBe(
      404,
    );
    const anonymous = await t.anonymousToken();
    for (const path of ['insert', 'update', 'remove', 'get', 'list', 'search']) {
      expect((await t.call(`finding/${path}`, {}, anonymous)).statusCode).toBe(401);
    }
  });

  it('hides the finding once its incident is deleted by the owner', async () => {
    const other = await submitIncident(t, ownerA);
    const inserted = await t.call(
      'finding/insert',
      {
        incident_id: other.incidentId,
        factor_response: { [other.factorA.id]: answer('Red') },
        draft: true,
      },
      partner.token,
    );
    const otherFindingId = inserted.json().finding.finding_id;
    await t.call('incident/remove', { incident_id: other.incidentId }, ownerA.token);
    expect(
      (await t.call('finding/get', { finding_id: otherFindingId }, partner.token)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('finding/list', { incident_id: other.incidentId }, partner.token)).statusCode,
    ).toBe(404);
  });
});
