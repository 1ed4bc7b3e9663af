import { MESSAGES, type Article, type Incident } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCast, type TestUser, buildReferenceSet } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let partner: TestUser;
let visitor: string;
let queryTypeId: string;

beforeAll(async () => {
  ({ admin, alice, bob, partner } = await buildCast(t));
  visitor = await t.anonymousToken();
  queryTypeId = (await buildReferenceSet(t)).queryType.id;
});

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Border clashes escalate',
  url: `https://news.example/${randomUUID()}`,
  publishedAt: new Date().toISOString(),
  sourceName: 'Wire',
  riskLevel: 'High Risk',
  content: 'Troops moved overnight.',
  is_active: true,
  ...overrides,
});
const request = (overrides: Record<string, unknown> = {}) => ({
  customerType: 'Global',
  queryType_id: queryTypeId,
  query: 'Is the border safe to cross?',
  ...overrides,
});

describe('countries on articles', () => {
  it('stores the admin’s countries, de-duplicated, and lets admins correct them', async () => {
    const res = await t.call(
      'articles/insert',
      article({ countries: ['UA', 'PL', 'UA'] }),
      admin.token,
    );
    const created = res.json<{ articles: Article }>().articles;
    expect(created.countries).toEqual(['UA', 'PL']);
    const updated = await t.call(
      'articles/update',
      { ...article({ url: created.url, countries: ['MD'] }), articles_id: created.articles_id },
      admin.token,
    );
    expect(updated.json<{ articles: Article }>().articles.countries).toEqual(['MD']);
    const plain = await t.call('articles/insert', article(), admin.token);
    expect(plain.json<{ articles: Article }>().articles.countries).toEqual([]);
  });

  it.each([
    [{ countries: ['XX'] }, MESSAGES.invalidCountry],
    [{ countries: ['ua'] }, MESSAGES.invalidCountry],
    [{ countries: 'UA' }, MESSAGES.invalidCountry],
    [
      {
        countries: Array.from(
          { length: 11 },
          (_, i) => ['FR', 'DE', 'IT', 'ES', 'PT', 'NL', 'BE', 'AT', 'CH', 'PL', 'CZ'][i],
        ),
      },
      MESSAGES.tooManyCountries,
    ],
  ])('refuses %j with 400 and writes nothing', async (override, message) => {
    const url = `https://news.example/${randomUUID()}`;
    const res = await t.call('articles/insert', article({ ...override, url }), admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'GR400', message });
    const found = await t.call('articles/search', { q: url }, admin.token);
    expect(found.json().total).toBe(0);
  });

  it('filters the news by any of several countries and by level, for visitors too', async () => {
    const tag = randomUUID().slice(0, 8);
    const kenya = (
      await t.call(
        'articles/insert',
        article({ title: `A ${tag}`, countries: ['KE'], riskLevel: 'Severe' }),
        admin.token,
      )
    ).json().articles;
    const peru = (
      await t.call(
        'articles/insert',
        article({ title: `B ${tag}`, countries: ['PE', 'CL'] }),
        admin.token,
      )
    ).json().articles;
    await t.call('articles/insert', article({ title: `C ${tag}`, countries: ['FR'] }), admin.token);
    const ids = async (body: Record<string, unknown>) =>
      (await t.call('articles/list', { q: tag, ...body }, visitor))
        .json<{ articles: Article[] }>()
        .articles.map((a) => a.articles_id)
        .sort();
    expect(await ids({ countries: ['KE', 'CL'] })).toEqual(
      [kenya.articles_id, peru.articles_id].sort(),
    );
    expect(await ids({ countries: ['KE', 'CL'], riskLevel: 'Severe' })).toEqual([
      kenya.articles_id,
    ]);
    const bad = await t.call('articles/search', { countries: ['Mordor'] }, visitor);
    expect(bad.json()).toMatchObject({ code: 'GR400', message: MESSAGES.invalidCountry });
  });
});

describe('countries on requests', () => {
  it('files a request with countries (optional) and filters lists by them, own requests only for customers', async () => {
    const mine = (
      await t.call('incident/insert', request({ countries: ['SD', 'SS'] }), alice.token)
    ).json<{ incident: Incident }>().incident;
    expect(mine.countries).toEqual(['SD', 'SS']);
    const none = (await t.call('incident/insert', request(), alice.token)).json<{
      incident: Incident;
    }>().incident;
    expect(none.countries).toEqual([]);
    const bobs = (await t.call('incident/insert', request({ countries: ['SD'] }), bob.token)).json<{
      incident: Incident;
    }>().incident;

    const list = async (token: string) =>
      (await t.call('incident/list', { countries: ['SD'] }, token))
        .json<{ incident: Incident[] }>()
        .incident.map((i) => i.incident_id);
    expect(await list(alice.token)).toEqual([mine.incident_id]);
    expect((await list(partner.token)).sort()).toEqual([mine.incident_id, bobs.incident_id].sort());

    const changed = await t.call(
      'incident/update',
      { ...request({ countries: ['ET'] }), incident_id: none.incident_id },
      alice.token,
    );
    expect(changed.json<{ incident: Incident }>().incident.countries).toEqual(['ET']);
  });

  it.each([
    [{ countries: ['ZZ'] }, MESSAGES.invalidCountry],
    [{ countries: ['FR', 'DE', 'IT', 'ES', 'PT', 'NL'] }, MESSAGES.tooManyCountries],
  ])('refuses %j with 400', async (override, message) => {
    const res = await t.call('incident/insert', request(override), alice.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'GR400', message });
  });
});
