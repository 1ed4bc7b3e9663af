import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { submitIncident } from '../../test/finding.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';

const COUNT = 230;

/** No message is ever unreachable: the thread pages like every list (docs/api.md). */
describe('message/list paging', () => {
  const t = useTestApp();
  let owner: TestUser;
  let incidentId: string;

  const page = async (body: object) => {
    const res = await t.call('message/list', { incident_id: incidentId, ...body }, owner.token);
    return res.json() as {
      success: boolean;
      message: { body: string }[] | string;
      total: number;
      offset: number;
    };
  };
  const bodies = (reply: { message: { body: string }[] | string }) =>
    (reply.message as { body: string }[]).map((m) => m.body);
  const numbered = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `Message ${from + i}`);

  beforeAll(async () => {
    owner = await buildUser(t);
    incidentId = (await submitIncident(t, owner)).incidentId;
    // Written straight to the table, one second apart, oldest first (no clock involved).
    const start = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db.insert(messages).values(
      Array.from({ length: COUNT }, (_, i) => ({
        incidentId,
        authorId: owner.id,
        body: `Message ${i + 1}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
  });

  it('gives the oldest 50 by default, with the total', async () => {
    const first = await page({});
    expect(first).toMatchObject({ success: true, total: COUNT, offset: 0 });
    expect(bodies(first)).toEqual(numbered(1, 50));
  });

  it('reaches every message by offset, up to the last page', async () => {
    const middle = await page({ limit: 200, offset: 20 });
    expect(bodies(middle)).toEqual(numbered(21, 220));
    const last = await page({ limit: 200, offset: 200 });
    expect(bodies(last)).toEqual(numbered(201, 230));
    const past = await page({ offset: 500 });
    expect(bodies(past)).toEqual([]);
    expect(past.total).toBe(COUNT);
  });

  it('gives the newest page with latest: true, oldest first within it', async () => {
    const newest = await page({ latest: true });
    expect(newest).toMatchObject({ total: COUNT, offset: 180 });
    expect(bodies(newest)).toEqual(numbered(181, 230));
    const before = await page({ latest: true, offset: 50, limit: 200 });
    expect(before.offset).toBe(0);
    expect(bodies(before)).toEqual(numbered(1, 180));
  });

  it.each([{ limit: 0 }, { limit: 201 }, { offset: -1 }, { limit: 2.5 }])(
    'refuses %o with 400',
    async (body) => {
      const res = await t.call('message/list', { incident_id: incidentId, ...body }, owner.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('limit must be 1 to 200 and offset 0 or more');
    },
  );
});
