import type { AuditEvent, Profile } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

/** The caller's own profile (docs/rules/accounts.md, "Profile"). */
describe('profile', () => {
  const t = useTestApp();
  let admin: TestUser;

  const form = (overrides: object = {}) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+447700900123',
    time_zone: 'Europe/London',
    mail_requests: true,
    mail_watch: true,
    ...overrides,
  });
  const read = async (user: TestUser) => {
    const reply = await t.call('profile/get', {}, user.token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ profile: Profile }>().profile;
  };
  const save = (user: TestUser, body: object) => t.call('profile/update', body, user.token);
  const profileEvents = async (user: TestUser) => {
    const reply = await t.call(
      'audit/list',
      { action: 'profile.update', actor_user_id: user.id },
      admin.token,
    );
    return reply.json<{ audit: AuditEvent[] }>().audit;
  };

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
  });

  it('reads a new account as not yet completed, both mail switches on', async () => {
    const user = await buildUser(t);
    const profile = await read(user);
    expect(profile).toMatchObject({
      user_id: user.id,
      email: user.email,
      time_zone: null,
      mail_requests: true,
      mail_watch: true,
      profile_completed_at: null,
      is_customer: true,
    });
  });

  it('completes the profile on the first save, and says so only then', async () => {
    const user = await buildUser(t);
    const first = await save(user, form({ mail_requests: false }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Profile Completed Successfully. Please Continue...',
      completed: true,
      profile: { name: 'Ada Lovelace', time_zone: 'Europe/London', mail_requests: false },
    });
    expect((await read(user)).profile_completed_at).not.toBeNull();

    const second = await save(user, form({ firstName: 'Augusta', time_zone: 'Asia/Tokyo' }));
    expect(second.json()).toMatchObject({
      message: 'Profile updated successfully',
      completed: false,
      profile: { name: 'Augusta Lovelace', time_zone: 'Asia/Tokyo', mail_requests: true },
    });
  });

  it('records which fields changed, never the phone number itself', async () => {
    const user = await buildUser(t);
    await save(user, form());
    await save(user, form({ phone: '+15550100', mail_watch: false }));
    const [latest, first] = await profileEvents(user);
    expect(latest?.detail).toEqual({ fields: 'phone, mail_watch', completed: false });
    expect(first?.detail.completed).toBe(true);
    expect(JSON.stringify([latest, first])).not.toContain('7700900123');
    expect(JSON.stringify([latest, first])).not.toContain('15550100');
  });

  it('changes nothing and records nothing when saved with the same values', async () => {
    const user = await buildUser(t);
    await save(user, form());
    const before = await read(user);
    const again = await save(user, form());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'Nothing to change: the profile already holds these values',
      completed: false,
    });
    expect(await read(user)).toEqual(before);
    expect(await profileEvents(user)).toHaveLength(1);
  });

  it.each([
    [{ firstName: 'Ada1' }, 'Invalid First Name'],
    [{ lastName: '' }, 'Invalid Last Name'],
    [{ phone: '07700 900123' }, 'Invalid Phone Number. Please Give only Numbers'],
    [{ time_zone: 'Mars/Olympus' }, 'Please choose a time zone from the list'],
    [{ time_zone: undefined }, 'Please choose a time zone from the list'],
    [{ mail_watch: 'yes' }, 'Must be true or false'],
  ])('refuses %o with a clear message and changes nothing', async (bad, message) => {
    const user = await buildUser(t);
    const before = await read(user);
    const reply = await save(user, form(bad));
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toBe(message);
    expect(await read(user)).toEqual(before);
  });

  it('keeps the e-mail and roles out of reach of the form', async () => {
    const user = await buildUser(t);
    await save(user, form({ email: 'other@georisk.test', is_admin: true }));
    expect(await read(user)).toMatchObject({ email: user.email, is_admin: false });
  });
});
