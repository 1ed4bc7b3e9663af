import { MESSAGES } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildCategory, buildQueryType, buildReferenceSet } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

describe('incident insert and update', () => {
  const t = useTestApp();
  let customer: TestUser;
  let reference: Awaited<ReturnType<typeof buildReferenceSet>>;
  const body = (overrides: Record<string, unknown> = {}) => ({
    customerType: 'Global',
    queryType_id: reference.queryType.id,
    query: 'Is the northern border stable this quarter?',
    ...overrides,
  });

  beforeAll(async () => {
    customer = await buildUser(t);
    reference = await buildReferenceSet(t);
  });

  it('registers a request as the caller, Submitted, with its query type and category', async () => {
    const intruder = await buildUser(t);
    const res = await t.call('incident/insert', body({ created_by: intruder.id }), customer.token);
    expect(res.statusCode).toBe(200);
    const { incident } = res.json();
    expect(incident).toMatchObject({
      query: 'Is the northern border stable this quarter?',
      customerType: 'Global',
      status: 'Submitted',
      created_by: customer.id,
      queryType: {
        queryType_id: reference.queryType.id,
        name: reference.queryType.name,
        icon: reference.queryType.icon,
        customerType: 'Global',
        categories_id: reference.category.id,
        categories: { categories_id: reference.category.id, name: reference.category.name },
      },
    });
  });

  it.each([
    [{ customerType: undefined }, MESSAGES.selectIdentification],
    [{ customerType: 'Martian' }, MESSAGES.selectIdentification],
    [{ queryType_id: '' }, MESSAGES.selectQueryType],
    [{ queryType_id: 42 }, MESSAGES.selectQueryType],
    [{ query: '   ' }, MESSAGES.specifyQuery],
    [{ query: undefined }, MESSAGES.specifyQuery],
    [{ query: 'x'.repeat(4001) }, 'Query must be at most 4000 characters'],
    [{ customerType: '', queryType_id: '', query: '' }, MESSAGES.selectIdentification],
  ])('answers bad input %j with 400 and the spec message', async (overrides, message) => {
    const res = await t.call('incident/insert', body(overrides), customer.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'GR400', message });
  });

  it('refuses a query type offered to another customer type', async () => {
    const corporate = await buildQueryType(t, reference.category.id, {
      customerType: 'Corporate',
    });
    const res = await t.call(
      'incident/insert',
      body({ customerType: 'Citizen', queryType_id: corporate.id }),
      customer.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The chosen QueryType is not offered for Citizen. Please select QueryType',
    );
  });

  it.each([
    ['unknown', () => ({ id: crypto.randomUUID() })],
    ['inactive', () => buildQueryType(t, reference.category.id, { isActive: false })],
    ['deleted', () => buildQueryType(t, reference.category.id, { isDeleted: true })],
  ])('refuses an %s query type', async (_label, make) => {
    const queryType = await make();
    const res = await t.call(
      'incident/insert',
      body({ queryType_id: queryType.id }),
      customer.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The chosen QueryType is not available. Please select QueryType',
    );
  });

  it('needs a logged-in user, not an anonymous token', async () => {
    const res = await t.call('incident/insert', body(), await t.anonymousToken());
    expect(res.statusCode).toBe(401);
  });

  it('lets the owner change the query, customer type and query type', async () => {
    const { incident } = (await t.call('incident/insert', body(), customer.token)).json();
    const other = await buildCategory(t);
    const government = await buildQueryType(t, other.id, { customerType: 'Government' });
    const res = await t.call(
      'incident/update',
      {
        incident_id: incident.incident_id,
        customerType: 'Government',
        queryType_id: government.id,
        query: 'Reworded question',
      },
      customer.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().incident).toMatchObject({
      incident_id: incident.incident_id,
      query: 'Reworded question',
      customerType: 'Government',
      queryType: { queryType_id: government.id, categories: { name: other.name } },
      created_by: customer.id,
    });
  });

  it('validates an update like an insert', async () => {
    const { incident } = (await t.call('incident/insert', body(), customer.token)).json();
    const res = await t.call(
      'incident/update',
      body({ incident_id: incident.incident_id, query: '' }),
      customer.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.specifyQuery);
  });

  it('answers 404 for an unknown incident and 400 for a malformed id', async () => {
    const unknown = await t.call(
      'incident/update',
      body({ incident_id: crypto.randomUUID() }),
      customer.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'GR404', message: 'Incident Request not found' });
    const malformed = await t.call('incident/get', { incident_id: "1' or '1'='1" }, customer.token);
    expect(malformed.statusCode).toBe(400);
  });
});
