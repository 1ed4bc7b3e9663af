import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, companyMembers, invitations } from '../../db/schema.js';
import { buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Role = 'owner' | 'admin' | 'member' | 'viewer';
let people: Record<Role, TestUser>;
let companyId: string;

const roleOf = async (user: TestUser) =>
  (
    await t.database.db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.userId, user.id))
  )[0]?.role ?? null;
const invite = (by: TestUser, role: Role, email = `colleague-${Math.random()}@georisk.test`) =>
  t.call('member/invite', { email, role }, by.token);

beforeEach(async () => {
  const [owner, admin, member, viewer] = await Promise.all([1, 2, 3, 4].map(() => buildUser(t)));
  people = { owner: owner!, admin: admin!, member: member!, viewer: viewer! };
  const company = await buildCompany(
    t,
    (Object.keys(people) as Role[]).map((role) => ({ user: people[role], role })),
  );
  companyId = company.id;
});

describe('member/list', () => {
  it('every member sees the members; only owners and admins see open invitations', async () => {
    expect((await invite(people.owner, 'member')).statusCode).toBe(200);
    for (const role of ['owner', 'admin', 'member', 'viewer'] as Role[]) {
      const res = await t.call('member/list', {}, people[role].token);
      expect(res.statusCode).toBe(200);
      expect(res.json().member.map((m: { role: Role }) => m.role)).toEqual([
        'owner',
        'admin',
        'member',
        'viewer',
      ]);
      expect(res.json().invitations).toHaveLength(role === 'owner' || role === 'admin' ? 1 : 0);
    }
  });
});

describe('roles', () => {
  it('owners and admins invite; members and viewers may not', async () => {
    expect((await invite(people.admin, 'viewer')).statusCode).toBe(200);
    for (const user of [people.member, people.viewer]) {
      const res = await invite(user, 'viewer');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only the company's owners and admins may do this");
    }
  });

  it('only an owner makes or unmakes an owner', async () => {
    const refused = await invite(people.admin, 'owner');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only an owner may make someone an owner or change an owner',
    );
    const promote = { user_id: people.member.id, role: 'owner' };
    expect((await t.call('member/setRole', promote, people.admin.token)).statusCode).toBe(403);
    const demote = { user_id: people.owner.id, role: 'member' };
    expect((await t.call('member/setRole', demote, people.admin.token)).statusCode).toBe(403);
    const removeOwner = { user_id: people.owner.id };
    expect((await t.call('member/remove', removeOwner, people.admin.token)).statusCode).toBe(403);
    expect(await roleOf(people.owner)).toBe('owner');
    const promoted = await t.call('member/setRole', promote, people.owner.token);
    expect(promoted.json()).toMatchObject({ message: 'Role changed', member: { role: 'owner' } });
  });

  it('changes a role, records it, and refuses a member or viewer changing roles', async () => {
    const body = { user_id: people.member.id, role: 'viewer' };
    expect((await t.call('member/setRole', body, people.viewer.token)).statusCode).toBe(403);
    expect((await t.call('member/setRole', body, people.member.token)).statusCode).toBe(403);
    const res = await t.call('member/setRole', body, people.admin.token);
    expect(res.statusCode).toBe(200);
    expect(await roleOf(people.member)).toBe('viewer');
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, people.member.id));
    expect(events.map((e) => [e.action, e.detail, e.companyId])).toContainEqual([
      'member.role',
      { from: 'member', to: 'viewer' },
      companyId,
    ]);
  });

  it('a bad role or id is a 400 with a sentence and changes nothing', async () => {
    const bad = await t.call(
      'member/setRole',
      { user_id: people.member.id, role: 'boss' },
      people.owner.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a role: owner, admin, member or viewer');
    expect(await roleOf(people.member)).toBe('member');
  });

  it('removes a member with an audit event; one cannot remove oneself', async () => {
    const self = await t.call('member/remove', { user_id: people.admin.id }, people.admin.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('To leave the company yourself, use Leave company');
    const res = await t.call('member/remove', { user_id: people.viewer.id }, people.admin.token);
    expect(res.json().message).toBe('Member removed');
    expect(await roleOf(people.viewer)).toBeNull();
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'member.remove'));
    expect(events.map((e) => e.targetId)).toContain(people.viewer.id);
  });
});

describe('the last-owner rule', () => {
  it('the last owner can neither leave nor be demoted; with a second owner both work', async () => {
    const leave = await t.call('member/leave', {}, people.owner.token);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(
      'A company needs at least one owner: make another member an owner first',
    );
    const demote = { user_id: people.owner.id, role: 'admin' };
    expect((await t.call('member/setRole', demote, people.owner.token)).statusCode).toBe(409);
    expect(await roleOf(people.owner)).toBe('owner');

    const second = { user_id: people.admin.id, role: 'owner' };
    expect((await t.call('member/setRole', second, people.owner.token)).statusCode).toBe(200);
    expect((await t.call('member/setRole', demote, people.owner.token)).statusCode).toBe(200);
    expect(await roleOf(people.owner)).toBe('admin');
    expect((await t.call('member/leave', {}, people.admin.token)).statusCode).toBe(409);
  });

  it('anyone else leaves, and is then solo again', async () => {
    const res = await t.call('member/leave', {}, people.viewer.token);
    expect(res.json().message).toBe('You have left the company');
    const [left] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, people.viewer.id));
    expect(left).toMatchObject({ action: 'member.leave', companyId, detail: { role: 'viewer' } });
    expect((await t.call('company/get', {}, people.viewer.token)).statusCode).toBe(404);
    expect((await t.call('member/leave', {}, people.viewer.token)).statusCode).toBe(404);
  });
});

describe('isolation', () => {
  it("company B's owner cannot read, list or change company A's members or invitations", async () => {
    await invite(people.owner, 'member', 'pending-a@georisk.test');
    const ownerB = await buildUser(t);
    await buildCompany(t, [{ user: ownerB, role: 'owner' }]);

    const list = await t.call('member/list', { company_id: companyId }, ownerB.token);
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain(people.member.email);
    expect(list.body).not.toContain('pending-a@georisk.test');
    const own = await t.call('member/list', {}, ownerB.token);
    expect(own.json().member).toHaveLength(1);
    expect(own.json().invitations).toEqual([]);

    const setRole = { user_id: people.member.id, role: 'viewer' };
    expect((await t.call('member/setRole', setRole, ownerB.token)).statusCode).toBe(404);
    const remove = { user_id: people.member.id };
    expect((await t.call('member/remove', remove, ownerB.token)).statusCode).toBe(404);
    expect(await roleOf(people.member)).toBe('member');

    const solo = await buildUser(t);
    expect((await t.call('member/list', {}, solo.token)).statusCode).toBe(404);
    expect((await t.call('member/list', { company_id: companyId }, solo.token)).statusCode).toBe(
      403,
    );
    const pending = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.companyId, companyId));
    expect(pending).toHaveLength(1);
  });
});
