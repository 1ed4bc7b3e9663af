import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { submitIncident } from '../../test/finding.test-helpers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const IN_REVIEW =
  'This Incident Request is being reviewed; add a message instead of changing the question';

/** From In review on, the question does not change under the analyst (docs/rules/incidents.md). */
describe('the question of a request under review', () => {
  let t: TestApp;
  let owner: TestUser;
  let partner: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, partner] = await Promise.all([buildUser(t), buildUser(t, { role: 'partner' })]);
  });
  afterAll(() => t.close());

  const claimed = async () => {
    const filed = await submitIncident(t, owner);
    await t.call('incident/update', question(filed, { countries: ['FR'] }), owner.token);
    await t.call('incident/claim', { incident_id: filed.incidentId }, partner.token);
    return filed;
  };
  const question = (
    filed: Awaited<ReturnType<typeof submitIncident>>,
    change: Record<string, unknown> = {},
  ) => ({
    incident_id: filed.incidentId,
    customerType: 'Global',
    queryType_id: filed.queryType.id,
    query: 'Will the port stay open?',
    countries: ['FR'],
    ...change,
  });
  const read = async (incidentId: string) =>
    (await t.call('incident/get', { incident_id: incidentId }, owner.token)).json().incident;

  it('lets the owner reword a request nobody holds yet', async () => {
    const filed = await submitIncident(t, owner);
    const res = await t.call(
      'incident/update',
      question(filed, { query: 'Reworded' }),
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().incident.query).toBe('Reworded');
  });

  it.each([
    ['the query text', { query: 'Something else entirely' }],
    ['the countries', { countries: ['FR', 'DE'] }],
  ])('refuses a change of %s once an analyst holds it, with 409', async (_label, change) => {
    const filed = await claimed();
    const before = await read(filed.incidentId);
    const res = await t.call('incident/update', question(filed, change), owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: IN_REVIEW });
    expect(await read(filed.incidentId)).toEqual(before);
  });

  it('refuses another query type once an analyst holds it', async () => {
    const filed = await claimed();
    const other = await submitIncident(t, owner);
    const res = await t.call(
      'incident/update',
      question(filed, { queryType_id: other.queryType.id }),
      owner.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(IN_REVIEW);
  });

  it('answers the question sent as it stands (countries in any order) without changing it', async () => {
    const filed = await claimed();
    await t.call('incident/update', question(filed, { countries: ['FR'] }), owner.token);
    const before = await read(filed.incidentId);
    const res = await t.call('incident/update', question(filed), owner.token);
    expect(res.statusCode).toBe(200);
    expect(await read(filed.incidentId)).toEqual(before);
  });
});
