import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildCategory, buildFactor, buildQueryType } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

/** A factor and a query type, both active themselves, under a category an admin switched off. */
const t = useTestApp();
let customer: TestUser;
let admin: TestUser;
let category: { id: string; name: string };
let factorId: string;
let queryTypeId: string;
let incidentId: string;

beforeAll(async () => {
  customer = await buildUser(t);
  admin = await buildUser(t, { role: 'admin' });
  category = await buildCategory(t, { name: 'Hidden Category' });
  factorId = (await buildFactor(t, category.id, { name: 'Hidden factor' })).id;
  queryTypeId = (await buildQueryType(t, category.id, { name: 'Hidden query type' })).id;
  const filed = await t.call(
    'incident/insert',
    { customerType: 'Global', queryType_id: queryTypeId, query: 'Filed while it was open' },
    customer.token,
  );
  expect(filed.statusCode, filed.body).toBe(200);
  incidentId = filed.json<{ incident: { incident_id: string } }>().incident.incident_id;
  await t.database.db
    .update(categories)
    .set({ isActive: false })
    .where(eq(categories.id, category.id));
});

const namesIn = (body: string) => ({
  factor: body.includes('Hidden factor'),
  queryType: body.includes('Hidden query type'),
  category: body.includes('Hidden Category'),
});

describe('under an inactive category, a customer', () => {
  const byName = () => ({ q: 'Hidden' });
  const byCategory = () => ({ categories_id: category.id });
  it.each([
    ['factor/search', byName],
    ['factor/search', byCategory],
    ['factor/list', () => ({})],
    ['queryType/search', byName],
    ['queryType/search', byCategory],
    ['queryType/list', () => ({})],
  ])('finds nothing with %s', async (path, body) => {
    const reply = await t.call(path, body(), customer.token);
    expect(reply.statusCode).toBe(200);
    expect(namesIn(reply.body)).toEqual({ factor: false, queryType: false, category: false });
  });

  it.each([
    ['factor/get', () => ({ factor_id: factorId })],
    ['queryType/get', () => ({ queryType_id: queryTypeId })],
  ])('gets 404 from %s', async (path, body) => {
    const reply = await t.call(path, body(), customer.token);
    expect(reply.statusCode).toBe(404);
    expect(namesIn(reply.body)).toEqual({ factor: false, queryType: false, category: false });
  });

  it('cannot file a request against its query type, nor move one there', async () => {
    const body = { customerType: 'Global', queryType_id: queryTypeId, query: 'Filed now' };
    const inserted = await t.call('incident/insert', body, customer.token);
    expect(inserted.statusCode).toBe(400);
    expect(inserted.json<{ message: string }>().message).toMatch(/QueryType is not available/);
    const updated = await t.call(
      'incident/update',
      { ...body, incident_id: incidentId },
      customer.token,
    );
    expect(updated.statusCode).toBe(400);
  });
});

describe('an admin', () => {
  it('still sees them, to switch the category back on', async () => {
    const factor = await t.call('factor/get', { factor_id: factorId }, admin.token);
    expect(factor.statusCode).toBe(200);
    const found = await t.call('queryType/search', { q: 'Hidden' }, admin.token);
    expect(namesIn(found.body)).toMatchObject({ queryType: true, category: true });
    const listed = await t.call('factor/list', {}, admin.token);
    expect(namesIn(listed.body)).toMatchObject({ factor: true });
  });
});
