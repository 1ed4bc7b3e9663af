import { API_PATHS, CODES, MESSAGES } from '@georisk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../http/error-log.js';
import { apiRoutes } from '../test/api-routes.js';
import { buildUser } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();
let anonymous: string;
let admin: string;
let partner: string;
beforeAll(async () => {
  await t.app.ready();
  anonymous = await t.anonymousToken();
  admin = (await buildUser(t, { role: 'admin' })).token;
  partner = (await buildUser(t, { role: 'partner' })).token;
});

const post = (path: string, payload: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload,
  });

const refusedText = {
  success: false,
  code: CODES.textNotAllowed,
  message: MESSAGES.textNotAllowed,
};

describe('text with a NUL, another control or a lone surrogate', () => {
  it.each([
    ['a NUL', '{"q":"\\u0000"}'],
    ['a NUL inside words', '{"q":"Coup\\u0000 report"}'],
    ['an escape sequence', '{"q":"\\u001b[31m"}'],
    ['DEL', '{"q":"\\u007f"}'],
    ['a lone surrogate', '{"q":"\\ud800"}'],
    ['a NUL in a key', '{"q\\u0000":"x"}'],
    ['a NUL deep inside', '{"q":"x","extra":[{"a":["\\u0000"]}]}'],
  ])('gets 400 with one clear message (%s)', async (_, payload) => {
    const reply = await post(`/api/${API_PATHS.articles.search}`, payload, anonymous);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(refusedText);
  });

  it('keeps tabs, line breaks, accents and emoji', async () => {
    const reply = await post(
      `/api/${API_PATHS.articles.search}`,
      JSON.stringify({ q: 'Caf\u00e9\t\r\n🙂' }),
      anonymous,
    );
    expect(reply.statusCode).toBe(200);
  });

  it('gets 400 on every route, for every field', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes(t.app)) {
      for (const key of route.keys) {
        const payload = JSON.stringify({ [key]: 'x\u0000' });
        // An admin first; a partners-only route (a firm's proposal) refuses an admin; routes for
        // visitors only (sign-up, login) refuse a user's token.
        let reply = await post(route.path, payload, admin);
        for (const token of [partner, anonymous]) {
          if (reply.statusCode !== 401 && reply.statusCode !== 403) break;
          reply = await post(route.path, payload, token);
        }
        if (reply.statusCode !== 400 || reply.json<{ code: string }>().code !== refusedText.code) {
          failures.push(`${route.path} ${key}: ${reply.statusCode} ${reply.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a failed query is logged without its parameters', async () => {
    const error = await t.database.db
      .execute(sql`select ${'hunter2-secret'}::int as n`)
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(error as Error));
    expect(logged).not.toContain('hunter2');
    expect(logged).toContain('select $1::int as n');
    expect(logged).toContain('22P02');
  });
});
