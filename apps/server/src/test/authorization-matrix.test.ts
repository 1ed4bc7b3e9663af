import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, feedSources, incidents, riskKeywordRules } from '../db/schema.js';
import { CALLERS, MATRIX, type Caller, type MatrixRow } from './authorization-matrix.js';
import { createUser, type TestUser } from './factories.js';
import {
  createCategory,
  createFactor,
  createQueryType,
  createReferenceSet,
} from './reference-factories.js';
import { buildTestApp, type TestApp } from './test-app.js';

type Users = Record<'customerA' | 'customerB' | 'partner' | 'admin', TestUser>;
type Reference = Awaited<ReturnType<typeof createReferenceSet>>;

interface Cell {
  caller: Caller;
  /** The caller's own account; for callers without one, customer A's. */
  self: TestUser;
  target: MatrixRow['target'];
}

let t: TestApp;
let users: Users;
let ref: Reference;
const tokens: Partial<Record<Caller, string>> = {};
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

const insertOne = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error('fixture not created');
  return row;
};
const incidentOf = (owner: TestUser) =>
  insertOne(
    t.database.db
      .insert(incidents)
      .values({
        query: 'Is the corridor safe?',
        queryTypeId: ref.queryType.id,
        customerType: 'Global',
        createdBy: owner.id,
      })
      .returning(),
  );
const answerBody = () => ({ [ref.factors[0].id]: { response_status: 'Green', response: 'Calm' } });
/** A's incident answered by the partner through the API; returns the finding id. */
const findingOnA = async () => {
  const incident = await incidentOf(users.customerA);
  const res = await t.call(
    'finding/insert',
    { incident_id: incident.id, factor_response: answerBody() },
    users.partner.token,
  );
  return {
    incidentId: incident.id,
    findingId: (res.json().finding as { finding_id: string }).finding_id,
  };
};
const login = async (user: TestUser) => {
  const res = await t.call(
    'auth/login',
    { email: user.email, password: user.password },
    tokens.anonymous,
  );
  return res.json().user as { refreshToken: string };
};
const inactiveUser = () => createUser(t, { active: false });
const article = () =>
  insertOne(
    t.database.db
      .insert(articles)
      .values({
        title: 'Matrix',
        url: `https://example.org/${unique('a')}`,
        publishedAt: new Date(),
        sourceName: 'Desk',
        riskLevel: 'Risk',
        content: 'Text',
      })
      .returning(),
  );
const feed = (url = 'https://example.org/feed.xml') =>
  insertOne(
    t.database.db
      .insert(feedSources)
      .values({ url, name: unique('Feed') })
      .returning(),
  );

const referenceBody = {
  categories: () => ({ name: unique('Category'), icon: 'globe', about: 'About' }),
  factor: () => ({
    categories_id: ref.category.id,
    name: unique('Factor'),
    code: unique('F'),
    icon: 'flag',
    about: 'About',
  }),
  queryType: () => ({
    name: unique('Type'),
    icon: 'question',
    about: 'About',
    customerType: 'Global',
    categories_id: ref.category.id,
  }),
};

/** The body of each route for one cell: valid input, so that access is the only variable. */
const BODIES: Record<string, (cell: Cell) => Promise<unknown> | unknown> = {
  'auth/generic': () => ({}),
  'auth/refresh': async ({ self }) => ({ refreshToken: (await login(self)).refreshToken }),
  'auth/login': () => ({ email: users.customerA.email, password: users.customerA.password }),
  'auth/logout': () => ({}),
  'user/insert': () => ({
    firstName: 'New',
    lastName: 'User',
    email: `${unique('new')}@georisk.test`,
    phone: '+447700900123',
    password: 'Secret#123',
  }),
  'user/active': async () => ({ user_id: (await inactiveUser()).id, otp: '0000' }),
  'user/generateOtp': async () => ({ user_id: (await inactiveUser()).id }),
  'user/forget': () => ({ email: users.customerA.email }),
  'user/resetPassword': () => ({ token: 'x'.repeat(43), password: 'Secret#123' }),
  'user/updatePassword': ({ self, target }) => {
    const user = target === 'own' ? self : users.customerA;
    return { email: user.email, password: user.password };
  },
  'user/getByEmail': ({ self, target }) => ({
    remote_email: (target === 'own' ? self : users.customerA).email,
  }),
  'user/list': () => ({}),
  'user/setRoles': async () => ({
    user_id: (await createUser(t)).id,
    is_admin: false,
    is_partner: false,
    is_customer: true,
  }),
  'categories/insert': () => referenceBody.categories(),
  'categories/update': async () => ({
    ...referenceBody.categories(),
    categories_id: (await createCategory(t)).id,
  }),
  'categories/remove': async () => ({
    categories_id: (await createCategory(t)).id,
    is_deleted: true,
  }),
  'categories/get': () => ({ categories_id: ref.category.id }),
  'factor/insert': () => referenceBody.factor(),
  'factor/update': async () => ({
    ...referenceBody.factor(),
    factor_id: (await createFactor(t, ref.category.id)).id,
  }),
  'factor/remove': async () => ({
    factor_id: (await createFactor(t, ref.category.id)).id,
    is_deleted: true,
  }),
  'factor/get': () => ({ factor_id: ref.factors[0].id }),
  'queryType/insert': () => referenceBody.queryType(),
  'queryType/update': async () => ({
    ...referenceBody.queryType(),
    queryType_id: (await createQueryType(t, ref.category.id)).id,
  }),
  'queryType/remove': async () => ({
    queryType_id: (await createQueryType(t, ref.category.id)).id,
    is_deleted: true,
  }),
  'queryType/get': () => ({ queryType_id: ref.queryType.id }),
  'articles/insert': () => ({
    title: 'Matrix',
    url: `https://example.org/${unique('a')}`,
    sourceName: 'Desk',
    publishedAt: new Date().toISOString(),
    riskLevel: 'Risk',
    content: 'Text',
  }),
  'articles/update': async () => ({
    title: 'Matrix 2',
    url: `https://example.org/${unique('a')}`,
    sourceName: 'Desk',
    publishedAt: new Date().toISOString(),
    riskLevel: 'Severe',
    content: 'Text',
    articles_id: (await article()).id,
  }),
  'articles/remove': async () => ({ articles_id: (await article()).id, is_deleted: true }),
  'articles/get': async () => ({ articles_id: (await article()).id }),
  'incident/insert': () => ({
    customerType: 'Global',
    queryType_id: ref.queryType.id,
    query: 'Is it safe?',
  }),
  'incident/update': async () => ({
    incident_id: (await incidentOf(users.customerA)).id,
    customerType: 'Global',
    queryType_id: ref.queryType.id,
    query: 'Changed',
  }),
  'incident/remove': async () => ({
    incident_id: (await incidentOf(users.customerA)).id,
    is_deleted: true,
  }),
  'incident/get': async ({ self, target }) => ({
    incident_id: (await incidentOf(target === 'own' ? self : users.customerA)).id,
  }),
  'finding/insert': async () => ({
    incident_id: (await incidentOf(users.customerA)).id,
    factor_response: answerBody(),
  }),
  'finding/update': async () => ({
    finding_id: (await findingOnA()).findingId,
    factor_response: answerBody(),
  }),
  'finding/remove': async () => ({ finding_id: (await findingOnA()).findingId, is_deleted: true }),
  'finding/get': async () => ({ finding_id: (await findingOnA()).findingId }),
  'finding/list': async () => ({ incident_id: (await findingOnA()).incidentId }),
  'finding/search': async () => ({ incident_id: (await findingOnA()).incidentId }),
  'feeds/insert': () => ({
    url: `https://example.org/${unique('feed')}.xml`,
    name: unique('Feed'),
    defaultRiskLevel: 'Risk',
  }),
  'feeds/update': async () => ({
    feed_id: (await feed()).id,
    url: 'https://example.org/other.xml',
    name: unique('Feed'),
    defaultRiskLevel: 'Severe',
  }),
  'feeds/remove': async () => ({ feed_id: (await feed()).id, is_deleted: true }),
  'feeds/list': () => ({}),
  'feeds/fetchNow': async () => ({ feed_id: (await feed('http://127.0.0.1:9/closed.xml')).id }),
  'riskRules/insert': () => ({ keyword: unique('word'), riskLevel: 'Severe' }),
  'riskRules/remove': async () => ({
    riskRule_id: (
      await insertOne(
        t.database.db
          .insert(riskKeywordRules)
          .values({ keyword: unique('w'), riskLevel: 'Risk' })
          .returning(),
      )
    ).id,
    is_deleted: true,
  }),
  'riskRules/list': () => ({}),
};
const LIST_BODY = () => ({});

describe('authorization matrix', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    users = {
      customerA: await createUser(t, { role: 'customer' }),
      customerB: await createUser(t, { role: 'customer' }),
      partner: await createUser(t, { role: 'partner' }),
      admin: await createUser(t, { role: 'admin' }),
    };
    ref = await createReferenceSet(t);
    tokens.anonymous = await t.anonymousToken();
    for (const role of Object.keys(users) as (keyof Users)[]) tokens[role] = users[role].token;
  });
  afterAll(() => t.close());

  it('covers every API route', async () => {
    await t.app.ready();
    const documented = Object.keys((t.app.swagger() as { paths: object }).paths)
      .filter((path) => path.startsWith('/api/'))
      .map((path) => path.slice('/api/'.length));
    const inMatrix = new Set(MATRIX.map((row) => row.route));
    expect(documented.filter((route) => !inMatrix.has(route))).toEqual([]);
  });

  for (const row of MATRIX) {
    it(`${row.route} (${row.target})`, async () => {
      const seen: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const self = caller in users ? users[caller as keyof Users] : users.customerA;
        const build = BODIES[row.route] ?? LIST_BODY;
        const body = await build({ caller, self, target: row.target });
        const res = await t.call(row.route, body, tokens[caller]);
        seen[caller] = res.statusCode;
      }
      expect(seen).toEqual(row.expect);
    });
  }
});
