import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { notify } from './index.js';

/** Every user reads and clears only their own notifications. */
describe('notifications', () => {
  const t = useTestApp();
  let reader: TestUser;
  let other: TestUser;

  const list = async (body: object = {}, user = reader) =>
    (await t.call('notification/list', body, user.token)).json() as {
      notification: { notification_id: string; text: string; read_at: string | null }[];
      total: number;
      unread: number;
    };

  beforeAll(async () => {
    [reader, other] = await Promise.all([buildUser(t), buildUser(t)]);
    await t.database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        await notify(tx, { userId: reader.id, kind: 'watch', country: 'FR', text: `Note ${n}` });
      }
      await notify(tx, { userId: other.id, kind: 'stale', text: 'Not yours' });
    });
  });

  it('lists the caller’s own, newest first, with the unread count, and pages', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.unread).toBe(3);
    expect(all.notification.map((n) => n.text)).not.toContain('Not yours');
    const page = await list({ limit: 1, offset: 1 });
    expect(page.notification).toHaveLength(1);
    expect(page.unread).toBe(3);
  });

  it('marks one read, refuses someone else’s (404), then marks all read', async () => {
    const [first] = (await list()).notification;
    const read = await t.call(
      'notification/read',
      { notification_id: first!.notification_id },
      reader.token,
    );
    expect(read.json()).toMatchObject({ success: true, unread: 2 });
    const theirs = await t.call(
      'notification/read',
      { notification_id: first!.notification_id },
      other.token,
    );
    expect(theirs.statusCode).toBe(404);
    expect((await list({ unread_only: true })).total).toBe(2);
    const all = await t.call('notification/read', { all: true }, reader.token);
    expect(all.json().unread).toBe(0);
    expect((await list()).notification.every((n) => n.read_at !== null)).toBe(true);
    expect((await list({}, other)).unread).toBe(1);
    const bad = await t.call('notification/read', {}, reader.token);
    expect(bad.statusCode).toBe(400);
  });
});
