import { API_PATHS, CODES, MESSAGES, type FeedSource, type RiskRule } from '@georisk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskKeywordRules } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { addFeed, fetchNow } from '../../test/feeds.test-helpers.js';
import { FEEDS_MESSAGES } from './feeds.messages.js';
import { DEFAULT_RISK_RULES } from './risk-rules.repository.js';
import { seedRiskRules } from './risk-rules.service.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  // The production default: private and loopback hosts are refused.
  t = await buildTestApp({ feeds: {} });
  admin = await buildUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const bodies: [string, object][] = [
  [
    API_PATHS.feeds.insert,
    { url: 'https://wire.example/rss', name: 'Wire', defaultRiskLevel: 'Risk' },
  ],
  [
    API_PATHS.feeds.update,
    { feed_id: ANY_ID, url: 'https://wire.example/rss', name: 'W', defaultRiskLevel: 'Risk' },
  ],
  [API_PATHS.feeds.remove, { feed_id: ANY_ID }],
  [API_PATHS.feeds.list, {}],
  [API_PATHS.feeds.fetchNow, { feed_id: ANY_ID }],
  [API_PATHS.riskRules.insert, { keyword: 'war', riskLevel: 'Severe' }],
  [API_PATHS.riskRules.remove, { riskRule_id: ANY_ID }],
  [API_PATHS.riskRules.list, {}],
];

describe('who may manage feeds', () => {
  it.each(bodies)('%s is for admins only', async (path, body) => {
    for (const role of ['customer', 'partner'] as const) {
      const user = await buildUser(t, { role });
      const reply = await t.call(path, body, user.token);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ success: false, code: CODES.forbidden });
    }
    expect((await t.call(path, body, await t.anonymousToken())).statusCode).toBe(401);
    expect((await t.call(path, body)).statusCode).toBe(401);
  });
});

describe('feed sources', () => {
  it('are added, listed, changed and deleted by an admin', async () => {
    const source = await addFeed(t, admin.token, 'https://wire.example/rss', 'High Risk');
    expect(source).toMatchObject({
      name: 'Fixture Wire',
      defaultRiskLevel: 'High Risk',
      everyItemIsAlert: false,
      is_active: true,
      lastFetchedAt: null,
      lastSuccessAt: null,
      lastError: null,
    });

    const changed = await t.call(
      API_PATHS.feeds.update,
      {
        feed_id: source.feed_id,
        url: 'https://wire.example/atom',
        name: 'Wire',
        defaultRiskLevel: 'Risk',
        everyItemIsAlert: true,
        is_active: false,
      },
      admin.token,
    );
    expect(changed.json()).toMatchObject({
      feeds: { name: 'Wire', everyItemIsAlert: true, is_active: false },
    });

    const list = (await t.call(API_PATHS.feeds.list, {}, admin.token)).json<{
      feeds: FeedSource[];
      total: number;
    }>();
    expect(list.feeds.map((feed) => feed.url)).toContain('https://wire.example/atom');

    expect(
      (
        await t.call(
          API_PATHS.feeds.remove,
          { feed_id: source.feed_id, is_deleted: true },
          admin.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await fetchNow(t, admin.token, source.feed_id)).statusCode).toBe(404);
    const after = (await t.call(API_PATHS.feeds.list, {}, admin.token)).json<{ total: number }>();
    expect(after.total).toBe(list.total - 1);
  });

  it.each([
    [
      { url: 'ftp://wire.example/rss', name: 'Wire', defaultRiskLevel: 'Risk' },
      MESSAGES.invalidUrl,
    ],
    [{ url: 'javascript:alert(1)', name: 'Wire', defaultRiskLevel: 'Risk' }, MESSAGES.invalidUrl],
    [
      { url: 'https://user:secret@wire.example/rss', name: 'Wire', defaultRiskLevel: 'Risk' },
      MESSAGES.invalidUrl,
    ],
    [
      { url: 'https://wire.example/rss', name: ' ', defaultRiskLevel: 'Risk' },
      'Please specify the Feed Name',
    ],
    [
      { url: 'https://wire.example/rss', name: 'Wire', defaultRiskLevel: 'Doom' },
      MESSAGES.invalidRiskLevel,
    ],
  ])('refuse %o with a 400 naming the rule', async (body, message) => {
    const reply = await t.call(API_PATHS.feeds.insert, body, admin.token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, code: CODES.invalidInput, message });
  });

  it('refuse a second live source with the same URL', async () => {
    await addFeed(t, admin.token, 'https://twice.example/rss');
    const again = await t.call(
      API_PATHS.feeds.insert,
      { url: 'https://twice.example/rss', name: 'Again', defaultRiskLevel: 'Risk' },
      admin.token,
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuse to fetch from loopback or private hosts unless configured to', async () => {
    for (const url of [
      'http://127.0.0.1:8080/feed.xml',
      'http://localhost:8080/feed.xml',
      'http://[::1]:8080/feed.xml',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/feed.xml',
    ]) {
      const source = await addFeed(t, admin.token, url);
      const reply = await fetchNow(t, admin.token, source.feed_id);
      expect(reply.statusCode).toBe(502);
      expect(reply.json<{ message: string }>().message, url).toMatch(
        /Refused: .* private or local address/,
      );
    }
  });
});

describe('keyword rules', () => {
  it('are seeded once, listed Severe first, and a deleted default stays deleted', async () => {
    await seedRiskRules(t.database.db);
    await seedRiskRules(t.database.db);
    const listed = (await t.call(API_PATHS.riskRules.list, {}, admin.token)).json<{
      riskRules: RiskRule[];
    }>();
    expect(listed.riskRules).toHaveLength(DEFAULT_RISK_RULES.length);
    expect(listed.riskRules[0]?.riskLevel).toBe('Severe');
    expect(listed.riskRules.at(-1)?.riskLevel).toBe('Medium Risk');

    const coup = listed.riskRules.find((rule) => rule.keyword === 'coup');
    const removed = await t.call(
      API_PATHS.riskRules.remove,
      { riskRule_id: coup?.riskRule_id },
      admin.token,
    );
    expect(removed.statusCode).toBe(200);
    await seedRiskRules(t.database.db);
    const after = (await t.call(API_PATHS.riskRules.list, {}, admin.token)).json<{
      riskRules: RiskRule[];
    }>();
    expect(after.riskRules.map((rule) => rule.keyword)).not.toContain('coup');
  });

  it('refuse a keyword that already has a rule, whatever its case', async () => {
    const reply = await t.call(
      API_PATHS.riskRules.insert,
      { keyword: 'INVASION', riskLevel: 'Risk' },
      admin.token,
    );
    expect(reply.statusCode).toBe(409);
  });

  it('keep one rule when two admins add the same keyword at once; the other is refused', async () => {
    const replies = await Promise.all(
      ['Blockade', 'blockade'].map((keyword) =>
        t.call(API_PATHS.riskRules.insert, { keyword, riskLevel: 'High Risk' }, admin.token),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)?.json()).toMatchObject({
      success: false,
      message: FEEDS_MESSAGES.ruleKeywordTaken,
    });
    const rows = await t.database.db
      .select({ id: riskKeywordRules.id })
      .from(riskKeywordRules)
      .where(
        and(
          sql`lower(${riskKeywordRules.keyword}) = 'blockade'`,
          eq(riskKeywordRules.isDeleted, false),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('refuse an empty keyword with the rule message', async () => {
    const reply = await t.call(
      API_PATHS.riskRules.insert,
      { keyword: '  ', riskLevel: 'Risk' },
      admin.token,
    );
    expect(reply.json()).toMatchObject({
      code: CODES.invalidInput,
      message: 'Please specify the Keyword',
    });
  });
});
