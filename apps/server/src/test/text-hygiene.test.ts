import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  categories,
  factors,
  feedSources,
  incidents,
  messages,
  queryTypes,
  riskKeywordRules,
  users,
} from '../db/schema.js';
import { buildCategory, buildUser, type TestUser } from './factories.js';
import { submitIncident } from './finding.test-helpers.js';
import { useTestApp } from './test-app.js';

/**
 * Text hygiene through HTTP (docs/rules/reference-data.md, "Names and other one-line texts"): a
 * single-line text with a bidirectional control or a zero-width character is refused with 400
 * and its field's sentence, and nothing is written; every text is stored NFC-normalised.
 */
type Body = Record<string, unknown>;

const HIDDEN = ['\u202e', '\u200b', '\u2066', '\u200f', '\u061c', '\u2060', '\ufeff', '\u200d'];
const composed = 'Sécurité'.normalize('NFC');
const decomposed = composed.normalize('NFD');

describe('text hygiene', () => {
  const t = useTestApp();
  let admin: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
    categoryId = (await buildCategory(t)).id;
  });

  const tally = async (table: PgTable) => {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    return row!.n;
  };

  /** A valid insert per resource, and the single-line field attacked with its label. */
  const WRITES: { path: string; table: PgTable; body: () => Body; field: string; label: string }[] =
    [
      {
        path: 'categories/insert',
        table: categories,
        body: () => ({ name: `Cat ${randomUUID()}`, icon: 'globe', about: 'About' }),
        field: 'name',
        label: 'Name',
      },
      {
        path: 'factor/insert',
        table: factors,
        body: () => ({
          categories_id: categoryId,
          name: 'Grid',
          code: 'GR-1',
          icon: 'flag',
          about: 'About',
        }),
        field: 'code',
        label: 'Code',
      },
      {
        path: 'queryType/insert',
        table: queryTypes,
        body: () => ({ categories_id: categoryId, name: 'Vote', icon: 'flag', about: 'About' }),
        field: 'icon',
        label: 'Icon',
      },
      {
        path: 'articles/insert',
        table: articles,
        body: () => ({
          title: 'Border clashes',
          url: `https://news.example/${randomUUID()}`,
          publishedAt: '2026-11-20T08:30:00Z',
          sourceName: 'Wire',
          riskLevel: 'High Risk',
          content: 'Troops moved overnight.',
        }),
        field: 'title',
        label: 'Title',
      },
      {
        path: 'feeds/insert',
        table: feedSources,
        body: () => ({
          url: `https://feeds.example/${randomUUID()}.xml`,
          name: 'Wire',
          defaultRiskLevel: 'High Risk',
        }),
        field: 'name',
        label: 'Feed Name',
      },
      {
        path: 'riskRules/insert',
        table: riskKeywordRules,
        body: () => ({ keyword: `blockade${randomUUID().slice(0, 4)}`, riskLevel: 'Severe' }),
        field: 'keyword',
        label: 'Keyword',
      },
    ];

  it.each(WRITES.flatMap((write) => HIDDEN.map((c) => [write.path, c, write] as const)))(
    '%s refuses %j inside its single-line text, and writes nothing',
    async (_path, hidden, write) => {
      const before = await tally(write.table);
      const body = write.body();
      const text = String(body[write.field]);
      const res = await t.call(
        write.path,
        { ...body, [write.field]: `${text.slice(0, 1)}${hidden}${text.slice(1)}` },
        admin.token,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'GR400',
        message: `Remove invisible or direction-changing characters from the ${write.label}`,
      });
      expect(await tally(write.table)).toBe(before);
    },
  );

  it('an update with one is refused too, and the record stays as it was', async () => {
    const category = await buildCategory(t);
    const res = await t.call(
      'categories/update',
      { categories_id: category.id, name: 'Ad\u200bmin', icon: 'globe', about: 'About' },
      admin.token,
    );
    expect(res.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, category.id));
    expect(row).toEqual(category);
  });

  it('a decomposed name is stored composed, and clashes with the composed one', async () => {
    const res = await t.call(
      'categories/insert',
      { name: decomposed, icon: 'globe', about: `${decomposed} of a region` },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().categories.categories_id as string;
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ name: composed, about: `${composed} of a region` });
    const again = await t.call(
      'categories/insert',
      { name: composed, icon: 'globe', about: 'About' },
      admin.token,
    );
    expect(again.statusCode).toBe(409);
  });

  it("a request's multi-line query and a message keep their marks and are stored composed", async () => {
    const owner = await buildUser(t);
    const { incidentId, queryType } = await submitIncident(t, owner);
    const query = `Is ${decomposed} assured?\nשלום\u200f`;
    const changed = await t.call(
      'incident/update',
      { incident_id: incidentId, customerType: 'Global', queryType_id: queryType.id, query },
      owner.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, incidentId));
    expect(row!.query).toBe(query.normalize('NFC'));
    const body = `${decomposed}\n\u200fok`;
    const posted = await t.call('message/insert', { incident_id: incidentId, body }, owner.token);
    expect(posted.statusCode, posted.body).toBe(200);
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.incidentId, incidentId));
    expect(message!.body).toBe(body.normalize('NFC'));
  });

  it('a sign-up with decomposed names stores them composed', async () => {
    const email = `nfd-${randomUUID().slice(0, 8)}@georisk.test`;
    const res = await t.call(
      'user/insert',
      {
        firstName: 'Jose\u0301',
        lastName: 'Nu\u0303n\u0303ez',
        email,
        phone: '+447700900123',
        password: 'Secret#123',
      },
      await t.anonymousToken(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      firstName: 'Jos\u00e9',
      lastName: 'Nu\u0303n\u0303ez'.normalize('NFC'),
    });
    expect(user!.lastName).toBe('N\u0169\u00f1ez');
  });
});
