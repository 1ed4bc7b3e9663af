import { randomUUID } from 'node:crypto';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCacheVersions } from '../cache/cache-versions.repository.js';
import {
  articles,
  categories,
  factors,
  feedSources,
  findingResponses,
  findings,
  incidents,
  mailOutbox,
  notifications,
  queryTypes,
  sla,
  users,
} from '../db/schema.js';
import {
  buildCategory,
  buildFactor,
  buildQueryType,
  buildUser,
  unique,
  type TestUser,
} from './factories.js';
import { answer, submitIncident } from './finding.test-helpers.js';
import { useTestApp, type TestApp } from './test-app.js';

/**
 * "A write with identical values changes nothing" (docs/rules/reference-data.md, "Saving the same
 * values"), for every write that can repeat itself: the second, identical call answers the same
 * success, and leaves the stored rows (their updated time first), the reply-cache versions, the
 * notifications and the mail outbox exactly as they were; a changed call still changes them.
 */
type Body = Record<string, unknown>;

interface Case {
  /** The path and token of the write, its body as stored and a body that changes something. */
  path: string;
  token: string;
  same: Body;
  changed: Body;
  /** The rows the write may touch (each with `updatedAt`), and which of them. */
  tables: { table: PgTable & { updatedAt: unknown }; where: SQL }[];
}

const OLD = new Date('2020-01-01T00:00:00Z');

const insertThenUpdate = async (
  t: TestApp,
  token: string,
  resource: string,
  idKey: string,
  body: Body,
) => {
  const inserted = await t.call(`${resource}/insert`, body, token);
  expect(inserted.statusCode, inserted.body).toBe(200);
  const record = Object.values(inserted.json() as Record<string, unknown>).find(
    (value): value is Body => typeof value === 'object' && value !== null && idKey in value,
  );
  return { path: `${resource}/update`, same: { ...body, [idKey]: record![idKey] } };
};

describe('a write with identical values changes nothing', () => {
  const t = useTestApp();
  let admin: TestUser;
  let owner: TestUser;
  let partner: TestUser;

  beforeAll(async () => {
    [admin, owner, partner] = await Promise.all([
      buildUser(t, { role: 'admin' }),
      buildUser(t),
      buildUser(t, { role: 'partner' }),
    ]);
  });

  /** A finding of a fresh request, saved by `partner` as a draft or published. */
  const savedFinding = async (draft: boolean): Promise<Case> => {
    const { incidentId, factorA, factorB } = await submitIncident(t, owner);
    const factor_response = { [factorA.id]: answer('Green'), [factorB.id]: answer('Red') };
    const res = await t.call(
      'finding/insert',
      { incident_id: incidentId, factor_response, summary: 'Calm', draft },
      partner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const findingId = res.json().finding.finding_id as string;
    const same = { finding_id: findingId, factor_response, summary: 'Calm', draft };
    return {
      path: 'finding/update',
      token: partner.token,
      same,
      changed: { ...same, factor_response: { [factorB.id]: answer('Yellow', 'Easing') } },
      tables: [
        { table: findings, where: eq(findings.id, findingId) },
        { table: findingResponses, where: eq(findingResponses.findingId, findingId) },
        { table: incidents, where: eq(incidents.id, incidentId) },
      ],
    };
  };

  const CASES: Record<string, () => Promise<Case>> = {
    'a category': async () => {
      const row = await buildCategory(t);
      const same = { categories_id: row.id, name: row.name, icon: row.icon, about: row.about };
      return {
        path: 'categories/update',
        token: admin.token,
        same: { ...same, is_active: true },
        changed: { ...same, about: 'Changed' },
        tables: [{ table: categories, where: eq(categories.id, row.id) }],
      };
    },
    'a factor (its id spelt in capitals)': async () => {
      const category = await buildCategory(t);
      const row = await buildFactor(t, category.id);
      const same = {
        factor_id: row.id,
        categories_id: category.id.toUpperCase(),
        name: row.name,
        code: row.code,
        icon: row.icon,
        about: row.about,
      };
      return {
        path: 'factor/update',
        token: admin.token,
        same,
        changed: { ...same, code: 'TR-9' },
        tables: [{ table: factors, where: eq(factors.id, row.id) }],
      };
    },
    'a query type': async () => {
      const category = await buildCategory(t);
      const row = await buildQueryType(t, category.id);
      const same = {
        queryType_id: row.id,
        categories_id: category.id,
        name: row.name,
        customerType: 'Global',
        icon: row.icon,
        about: row.about,
      };
      return {
        path: 'queryType/update',
        token: admin.token,
        same,
        changed: { ...same, customerType: 'Government' },
        tables: [{ table: queryTypes, where: eq(queryTypes.id, row.id) }],
      };
    },
    'an article': async () => {
      const write = await insertThenUpdate(t, admin.token, 'articles', 'articles_id', {
        title: unique('Border clashes'),
        url: `https://news.example/${randomUUID()}`,
        publishedAt: '2026-11-20T08:30:00.000Z',
        sourceName: 'Wire',
        riskLevel: 'High Risk',
        content: 'Troops moved overnight.',
        countries: ['UA', 'PL'],
      });
      const id = write.same.articles_id as string;
      return {
        ...write,
        token: admin.token,
        changed: { ...write.same, countries: ['PL'] },
        tables: [{ table: articles, where: eq(articles.id, id) }],
      };
    },
    'a feed source': async () => {
      const write = await insertThenUpdate(t, admin.token, 'feeds', 'feed_id', {
        url: `https://feeds.example/${randomUUID()}.xml`,
        name: unique('Feed'),
        defaultRiskLevel: 'High Risk',
      });
      return {
        ...write,
        token: admin.token,
        changed: { ...write.same, name: 'Renamed' },
        tables: [{ table: feedSources, where: eq(feedSources.id, write.same.feed_id as string) }],
      };
    },
    "a customer type's SLA": async () => {
      const [row] = await t.database.db.select().from(sla).where(eq(sla.customerType, 'Citizen'));
      const same = { customerType: 'Citizen', hours: row!.hours };
      return {
        path: 'sla/update',
        token: admin.token,
        same,
        changed: { ...same, hours: row!.hours + 1 },
        tables: [{ table: sla, where: eq(sla.customerType, 'Citizen') }],
      };
    },
    "a user's roles (no session ended)": async () => {
      const user = await buildUser(t);
      const same = { user_id: user.id, is_admin: false, is_partner: false, is_customer: true };
      return {
        path: 'user/setRoles',
        token: admin.token,
        same,
        changed: { ...same, is_partner: true },
        tables: [{ table: users, where: eq(users.id, user.id) }],
      };
    },
    'a request, by its owner': async () => {
      const { incidentId, queryType } = await submitIncident(t, owner);
      const same = {
        incident_id: incidentId,
        customerType: 'Global',
        queryType_id: queryType.id,
        query: 'Will the port stay open?',
        countries: [],
      };
      return {
        path: 'incident/update',
        token: owner.token,
        same,
        changed: { ...same, query: 'Will the port close?' },
        tables: [{ table: incidents, where: eq(incidents.id, incidentId) }],
      };
    },
    'a finding draft': () => savedFinding(true),
    'a published finding, published again (no new revision, no notification, no mail)': () =>
      savedFinding(false),
  };

  const age = async (c: Case) => {
    for (const { table, where } of c.tables) {
      await t.database.db.update(table).set({ updatedAt: OLD }).where(where);
    }
  };
  const tally = async (table: PgTable) => {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    return row!.n;
  };
  /** Everything a write could leave behind. */
  const state = async (c: Case) => ({
    rows: await Promise.all(
      c.tables.map(({ table, where }) => t.database.db.select().from(table).where(where)),
    ),
    versions: Object.fromEntries(await readCacheVersions(t.database.db)),
    notifications: await tally(notifications),
    mail: await tally(mailOutbox),
  });

  it.each(Object.keys(CASES))('saving %s with the values it holds', async (name) => {
    const c = await CASES[name]!();
    await age(c);
    const before = await state(c);

    const same = await t.call(c.path, c.same, c.token);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().success).toBe(true);
    expect(await state(c)).toEqual(before);

    const changed = await t.call(c.path, c.changed, c.token);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(same.json().message);
    const after = await state(c);
    const [first] = after.rows[0] as { updatedAt: Date }[];
    expect(first!.updatedAt).not.toEqual(OLD);
  });

  it('a changed reference record raises its cache version; the same one again does not', async () => {
    const c = await CASES['a category']!();
    const version = async () => (await readCacheVersions(t.database.db)).get('categories');
    const start = await version();
    await t.call(c.path, c.same, c.token);
    expect(await version()).toBe(start);
    await t.call(c.path, c.changed, c.token);
    expect(await version()).toBeGreaterThan(start!);
  });

  it('a changed publication notifies the owner; the same one again does not', async () => {
    const c =
      await CASES[
        'a published finding, published again (no new revision, no notification, no mail)'
      ]!();
    const start = await tally(notifications);
    await t.call(c.path, c.same, c.token);
    expect(await tally(notifications)).toBe(start);
    const changed = await t.call(c.path, c.changed, c.token);
    expect(changed.json().finding.revision).toBe(2);
    expect(await tally(notifications)).toBe(start + 1);
  });
});
