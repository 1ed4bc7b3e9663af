import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type RouteInfo } from './api-routes.js';
import { buildUser } from './factories.js';
import { useTestApp, type TestApp } from './test-app.js';

/**
 * Property test of every API route (taken from the OpenAPI document, so new routes are covered
 * automatically) with random and mutated bodies and every kind of caller: never a 5xx, always the
 * envelope, and nothing written when the answer is a 4xx.
 */

const TABLES = [
  'users',
  'otps',
  'password_reset_tokens',
  'refresh_tokens',
  'mail_outbox',
  'mail_windows',
  'categories',
  'factors',
  'query_types',
  'incidents',
  'findings',
  'finding_responses',
  'articles',
  'feed_sources',
  'risk_keyword_rules',
];
/** The tables above without an `updated_at` column. */
const WITHOUT_UPDATED_AT = [
  'otps',
  'password_reset_tokens',
  'refresh_tokens',
  'mail_outbox',
  'mail_windows',
];
const WITH_UPDATED_AT = TABLES.filter((table) => !WITHOUT_UPDATED_AT.includes(table));

const fingerprint = async (t: TestApp): Promise<string> => {
  const parts = [
    ...TABLES.map((table) => `(select count(*) from ${table})::text`),
    ...WITH_UPDATED_AT.map((table) => `coalesce((select max(updated_at) from ${table})::text, '')`),
  ];
  const result = await t.database.db.execute(
    sql.raw(`select concat_ws('|', ${parts.join(', ')}) as f`),
  );
  const rows = (result as unknown as { rows: { f: string }[] }).rows;
  return rows[0]?.f ?? '';
};

const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'true',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '00000000-0000-0000-0000-000000000000',
    '\u0000',
    'Name\u0000',
    '\u0007\u001b[31m',
    '\u007f',
    '\ud800',
    '🙂'.repeat(300),
  ),
  // Text with controls and lone surrogates mixed in anywhere.
  fc.string({ unit: fc.constantFrom('a', ' ', '\u0000', '\u0001', '\u001f', '\u007f', '\udc00') }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constant('x'.repeat(25_000)),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 6 }),
);

const bodyFor = (route: RouteInfo) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(Object.fromEntries(route.keys.map((key) => [key, hostileValue])), {
      requiredKeys: [],
    }),
    fc.constantFrom(
      '{"q":"\\u0000"}',
      '{"name\\u0000":"x"}',
      '{"q":"\\ud800"}',
      '{"__proto__":{"is_admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{"a":'.repeat(2000),
      '[]',
      'null',
      '"text"',
    ),
  );

describe('hostile input on every route', () => {
  const t = useTestApp();
  let routes: RouteInfo[];
  const tokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    await t.app.ready();
    routes = apiRoutes(t.app);
    tokens.none = undefined;
    tokens.anonymous = await t.anonymousToken();
    tokens.customer = (await buildUser(t, { role: 'customer' })).token;
    tokens.partner = (await buildUser(t, { role: 'partner' })).token;
    tokens.admin = (await buildUser(t, { role: 'admin' })).token;
  });

  it('finds the API routes to attack', () => {
    expect(routes.length).toBeGreaterThan(1);
  });

  it('never answers 5xx, always the envelope, and writes nothing on 4xx', async () => {
    const callers = Object.keys(tokens);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }).chain((i) => {
          const route = routes[i % routes.length]!;
          return fc.tuple(fc.constant(route), fc.constantFrom(...callers), bodyFor(route));
        }),
        async ([route, caller, body]) => {
          const before = await fingerprint(t);
          const token = tokens[caller];
          const res = await t.app.inject({
            method: 'POST',
            url: route.path,
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          });
          expect(res.statusCode, `${route.path} as ${caller}`).toBeLessThan(500);
          // An export's success is its file; every refusal is still the envelope.
          if (
            res.statusCode === 200 &&
            /^text\/csv/.test(String(res.headers['content-type'] ?? ''))
          )
            return;
          const reply = res.json<{ success: unknown; code: unknown; message: unknown }>();
          expect(typeof reply.success).toBe('boolean');
          expect(typeof reply.code).toBe('string');
          expect(typeof reply.message).toBe('string');
          if (res.statusCode >= 400) {
            expect(
              await fingerprint(t),
              `${route.path} as ${caller} wrote on ${res.statusCode}`,
            ).toBe(before);
          }
        },
      ),
      { numRuns: 400 },
    );
    // 400 attacks, each with a fingerprint of the database: minutes on a loaded 2-core machine.
  }, 180_000);
});
