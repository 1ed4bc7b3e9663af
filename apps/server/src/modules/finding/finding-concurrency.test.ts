import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { answer, submitIncident, writtenFor } from '../../test/finding.test-helpers.js';

describe('finding insert under concurrency', () => {
  const t = useTestApp();
  let owner: TestUser;
  let partners: TestUser[];

  beforeAll(async () => {
    owner = await buildUser(t);
    partners = await Promise.all([1, 2, 3, 4].map(() => buildUser(t, { role: 'partner' })));
  });

  it('lets exactly one of several partners answering at once win; the others get 409', async () => {
    const { incidentId, factorA, factorB } = await submitIncident(t, owner);
    const replies = await Promise.all(
      partners.map((partner) =>
        t.call(
          'finding/insert',
          {
            incident_id: incidentId,
            factor_response: { [factorA.id]: answer('Red'), [factorB.id]: answer('Red') },
          },
          partner.token,
        ),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await writtenFor(t, incidentId)).toEqual({
      status: 'Answered',
      findings: 1,
      responses: 2,
    });
  });

  it('numbers publications of one answer sent at once one after the other, never a 500', async () => {
    const { incidentId, factorA, factorB } = await submitIncident(t, owner);
    const [analyst] = partners;
    const rated = (text: string) => ({
      [factorA.id]: answer('Yellow', text),
      [factorB.id]: answer('Red', text),
    });
    const first = await t.call(
      'finding/insert',
      { incident_id: incidentId, factor_response: rated('First take') },
      analyst!.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    const findingId = (first.json().finding as { finding_id: string }).finding_id;
    const replies = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        t.call(
          'finding/update',
          { finding_id: findingId, factor_response: rated(`Take ${n}`), draft: false },
          analyst!.token,
        ),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const history = await t.call('finding/history', { incident_id: incidentId }, owner.token);
    const revisions = (history.json().revisions as { revision: number }[]).map((r) => r.revision);
    expect(revisions).toEqual([5, 4, 3, 2, 1]);
  });
});
