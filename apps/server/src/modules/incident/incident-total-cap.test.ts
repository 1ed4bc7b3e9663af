import { INCIDENT_TOTAL_CAP } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildIncidents, buildReferenceSet } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

/** Counting stops at the cap, so a page never costs O(table) (docs/performance.md). */
describe('incident list total on a large table', () => {
  const t = useTestApp();
  let partner: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    [partner, customer] = await Promise.all([buildUser(t, { role: 'partner' }), buildUser(t)]);
    const { queryType } = await buildReferenceSet(t);
    const other = await buildUser(t);
    await buildIncidents(t, {
      createdBy: other.id,
      queryTypeId: queryType.id,
      count: INCIDENT_TOTAL_CAP + 5,
    });
    await buildIncidents(t, { createdBy: customer.id, queryTypeId: queryType.id, count: 3 });
  });

  it('reports the cap and total_capped when more incidents match, in one statement', async () => {
    const before = t.queries.count;
    const res = await t.call('incident/list', { limit: 5 }, partner.token);
    expect(t.queries.count - before).toBe(1);
    expect(res.json()).toMatchObject({ total: INCIDENT_TOTAL_CAP, total_capped: true });
    expect(res.json().incident).toHaveLength(5);
  });

  it('counts exactly below the cap', async () => {
    const own = await t.call('incident/list', {}, customer.token);
    expect(own.json()).toMatchObject({ total: 3, total_capped: false });
    const filtered = await t.call(
      'incident/list',
      { created_by: customer.id, limit: 1, offset: 7 },
      partner.token,
    );
    expect(filtered.json()).toMatchObject({ incident: [], total: 3, total_capped: false });
  });
});
