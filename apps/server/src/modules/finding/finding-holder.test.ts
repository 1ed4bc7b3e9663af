import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserCaller } from '../../domain/caller.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { answer, answeredBy, writtenFor } from '../../test/finding.test-helpers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { withdrawFinding } from './finding.service.js';

/**
 * Only the analyst holding a request (or an admin) writes its answer; a partner taken off it no
 * longer may (demoted and disabled analysts: incident-claims-release.test.ts), and a published
 * answer is history (docs/rules/incidents.md, "Findings").
 */
describe('who writes a finding', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;

  const partner = () => buildUser(t, { role: 'partner' });
  const answered = (analyst: TestUser) => answeredBy(t, owner, analyst);

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, admin] = await Promise.all([buildUser(t), buildUser(t, { role: 'admin' })]);
  });
  afterAll(() => t.close());

  it('refuses a reassigned partner: no new revision, no removal; the new holder may revise', async () => {
    const [first, second] = await Promise.all([partner(), partner()]);
    const { incidentId, findingId, factorA } = await answered(first);
    await t.call('incident/assign', { incident_id: incidentId, user_id: second.id }, admin.token);
    const revise = (user: TestUser) =>
      t.call(
        'finding/update',
        { finding_id: findingId, factor_response: { [factorA.id]: answer('Red') } },
        user.token,
      );
    const refused = await revise(first);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only the analyst holding this Incident Request or an admin may change its Finding',
    );
    expect(
      (await t.call('finding/remove', { finding_id: findingId }, first.token)).statusCode,
    ).toBe(403);
    const history = async () =>
      (await t.call('finding/history', { incident_id: incidentId }, owner.token)).json().revisions;
    expect(await history()).toHaveLength(1);
    expect(await writtenFor(t, incidentId)).toMatchObject({ status: 'Answered', findings: 1 });
    expect((await revise(second)).statusCode).toBe(200);
    expect(await history()).toHaveLength(2);
  });

  it('lets only an admin remove a published answer, and logs that removal', async () => {
    const analyst = await partner();
    const { incidentId, findingId } = await answered(analyst);
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
    };
    const caller: UserCaller = {
      kind: 'user',
      userId: admin.id,
      sessionVersion: 0,
      is_admin: true,
      is_partner: false,
      is_customer: false,
    };
    const removed = await withdrawFinding(t.database.db, log, caller, findingId);
    expect(removed.ok).toBe(true);
    expect(lines).toEqual([
      {
        fields: {
          event: 'finding.removed',
          findingId,
          incidentId,
          revision: 1,
          removedBy: admin.id,
        },
        message: 'An admin removed a published answer',
      },
    ]);
    expect(await writtenFor(t, incidentId)).toMatchObject({ status: 'Submitted' });
  });
});
