import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

describe('user/resendActivation', () => {
  const t = useTestApp();
  let admin: TestUser;

  const mailsTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
  });

  it("mails a new code to the inactive user's own address, never to the admin", async () => {
    const inactive = await buildUser(t, { active: false });
    const res = await t.call('user/resendActivation', { user_id: inactive.id }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ user_id: inactive.id, is_active: false });
    expect(await mailsTo(inactive.email)).toHaveLength(1);
    expect(await mailsTo(admin.email)).toHaveLength(0);
    // The user's own cool-down applies to the admin's resend too.
    const again = await t.call('user/resendActivation', { user_id: inactive.id }, admin.token);
    expect(again.statusCode).toBe(429);
  });

  it('refuses an active account (409) and an unknown one (404)', async () => {
    const active = await buildUser(t);
    const res = await t.call('user/resendActivation', { user_id: active.id }, admin.token);
    expect(res.statusCode).toBe(409);
    expect(await mailsTo(active.email)).toHaveLength(0);
    const unknown = await t.call(
      'user/resendActivation',
      { user_id: crypto.randomUUID() },
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
