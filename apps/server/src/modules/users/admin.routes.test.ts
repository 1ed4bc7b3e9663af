import { CODES } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let admin: TestUser;
let customer: TestUser;
let partner: TestUser;
beforeAll(async () => {
  [admin, customer, partner] = [
    await buildUser(t, { role: 'admin' }),
    await buildUser(t, { role: 'customer' }),
    await buildUser(t, { role: 'partner' }),
  ];
});

describe('user/getByEmail', () => {
  it('gives users themselves and admins anyone', async () => {
    const self = await t.call(
      'user/getByEmail',
      { remote_email: customer.email.toUpperCase() },
      customer.token,
    );
    expect(self.json()).toMatchObject({
      success: true,
      user: { user_id: customer.id, is_customer: true },
    });
    const byAdmin = await t.call('user/getByEmail', { remote_email: partner.email }, admin.token);
    expect(byAdmin.json().user.user_id).toBe(partner.id);
    const missing = await t.call(
      'user/getByEmail',
      { remote_email: 'ghost@georisk.test' },
      admin.token,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("refuses someone else's, existing or not, to a non-admin", async () => {
    for (const remote_email of [partner.email, 'ghost@georisk.test']) {
      expect((await t.call('user/getByEmail', { remote_email }, customer.token)).statusCode).toBe(
        403,
      );
    }
    expect(
      (await t.call('user/getByEmail', { remote_email: customer.email }, await t.anonymousToken()))
        .statusCode,
    ).toBe(401);
  });
});

describe('user/list', () => {
  it('lists users for admins with a total, a filter and paging', async () => {
    const all = await t.call('user/list', {}, admin.token);
    expect(all.json()).toMatchObject({ success: true, total: 3 });
    expect(all.json().user).toHaveLength(3);
    const filtered = await t.call('user/list', { q: customer.email.slice(0, 12) }, admin.token);
    expect(filtered.json().user.map((u: { user_id: string }) => u.user_id)).toEqual([customer.id]);
    const page = await t.call('user/list', { limit: 2, offset: 2 }, admin.token);
    expect(page.json()).toMatchObject({ total: 3 });
    expect(page.json().user).toHaveLength(1);
    expect((await t.call('user/list', { limit: 0 }, admin.token)).statusCode).toBe(400);
  });

  it('is refused to customers and partners', async () => {
    for (const user of [customer, partner]) {
      const reply = await t.call('user/list', {}, user.token);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().code).toBe(CODES.forbidden);
    }
  });
});

describe('user/setRoles', () => {
  const roles = { is_admin: false, is_partner: true, is_customer: true };

  it('sets the three flags for an admin', async () => {
    const user = await buildUser(t);
    const reply = await t.call('user/setRoles', { user_id: user.id, ...roles }, admin.token);
    expect(reply.json()).toMatchObject({ success: true, user: { user_id: user.id, ...roles } });
    const login = await t.call(
      'auth/login',
      { email: user.email, password: user.password },
      await t.anonymousToken(),
    );
    expect(login.json().user).toMatchObject(roles);
  });

  it('is refused to non-admins, for unknown users and for removing your own admin role', async () => {
    expect(
      (
        await t.call(
          'user/setRoles',
          { user_id: customer.id, ...roles, is_admin: true },
          customer.token,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call('user/setRoles', { user_id: randomUUID(), ...roles }, admin.token)).statusCode,
    ).toBe(404);
    const self = await t.call('user/setRoles', { user_id: admin.id, ...roles }, admin.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot remove your own admin role');
    expect(
      (await t.call('user/setRoles', { user_id: customer.id, is_admin: 'yes' }, admin.token))
        .statusCode,
    ).toBe(400);
  });
});
