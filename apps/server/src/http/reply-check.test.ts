import { baseReply, replyWith } from '@georisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/test-app.js';

/** A reply schema with the traps fast-json-stringify would paper over (it coerces, zod refuses). */
const thing = replyWith(
  'thing',
  z.object({ name: z.string(), count: z.number().int(), note: z.string().nullable() }),
);

const broken: Record<string, unknown> = {
  'a null where a string is due': { name: null, count: 1, note: null },
  'a number where a string is due': { name: 7, count: 1, note: null },
  'a fraction where an integer is due': { name: 'x', count: 1.5, note: null },
  'a Date where a string is due': { name: 'x', count: 1, note: new Date(0) },
  'a required key missing': { count: 1, note: null },
};

describe('reply check (on in every test app)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.post(
      '/api/test/reply',
      { config: { access: 'public' }, schema: { response: { 200: thing } } },
      async (request) => {
        const { trap } = request.body as { trap: string };
        return { success: true, code: 'GR000', message: 'ok', thing: broken[trap] ?? {} };
      },
    );
    t.app.post(
      '/api/test/fine',
      { config: { access: 'public' }, schema: { response: { 200: baseReply } } },
      async () => ({ success: true, code: 'GR000', message: 'ok', secret: 'never sent' }),
    );
    t.app.post(
      '/api/test/rewritten',
      {
        config: { access: 'public' },
        schema: { response: { 200: baseReply } },
        // A serializer that writes something else than the checked value.
        serializerCompiler: () => () => '{"success":true,"code":"GR000","message":"other"}',
      },
      async () => ({ success: true, code: 'GR000', message: 'ok' }),
    );
  });
  afterAll(async () => {
    // The failures below are on purpose; close() would report them.
    t.replyCheckFailures.length = 0;
    await t.close();
  });

  it.each(Object.keys(broken))('fails a reply with %s, loudly', async (trap) => {
    t.replyCheckFailures.length = 0;
    const res = await t.call('test/reply', { trap });
    expect(res.statusCode).toBe(500);
    expect(t.replyCheckFailures).toHaveLength(1);
    expect(t.replyCheckFailures[0]!.message).toContain('POST /api/test/reply');
  });

  it('fails a reply the serializer wrote differently from the checked value', async () => {
    t.replyCheckFailures.length = 0;
    const res = await t.call('test/rewritten');
    expect(res.statusCode).toBe(500);
    expect(t.replyCheckFailures[0]!.message).toContain('written differently');
  });

  it('passes a reply that matches, without the keys its schema does not declare', async () => {
    t.replyCheckFailures.length = 0;
    const res = await t.call('test/fine');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'GR000', message: 'ok' });
    expect(t.replyCheckFailures).toEqual([]);
  });
});
