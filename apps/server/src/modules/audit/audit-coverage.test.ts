import type { AuditEvent } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCompany,
  buildInvitation,
  buildUser,
  invitedPerson,
  unique,
  type TestUser,
} from '../../test/factories.js';
import { answeredBy, submitIncident } from '../../test/finding.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * Each audited action of the request workflow writes its row, with the actor, the request and
 * the caller's address (docs/rules/audit.md); the chain still verifies afterwards.
 */
describe('audit coverage of the request workflow', () => {
  const t = useTestApp();
  let admin: TestUser;
  let customer: TestUser;
  let partner: TestUser;

  const call = async (path: string, body: object, user: TestUser) => {
    const reply = await t.call(path, body, user.token);
    expect(reply.statusCode, `${path}: ${reply.body}`).toBe(200);
    return reply;
  };
  const eventsOn = async (incidentId: string) =>
    (await t.call('audit/list', { target_id: incidentId }, admin.token))
      .json<{ audit: AuditEvent[] }>()
      .audit.reverse();

  beforeAll(async () => {
    [admin, customer, partner] = await Promise.all([
      buildUser(t, { role: 'admin' }),
      buildUser(t),
      buildUser(t, { role: 'partner' }),
    ]);
  });

  it('records filing, changing, claiming, releasing, assigning, messages and deleting', async () => {
    const { incidentId, queryType } = await submitIncident(t, customer);
    await call(
      'incident/update',
      {
        incident_id: incidentId,
        customerType: 'Global',
        queryType_id: queryType.id,
        query: 'Will the port stay open next week?',
      },
      customer,
    );
    await call('message/insert', { incident_id: incidentId, body: 'Any news?' }, customer);
    await call('incident/claim', { incident_id: incidentId }, partner);
    await call('incident/release', { incident_id: incidentId }, partner);
    await call('incident/assign', { incident_id: incidentId, user_id: partner.id }, admin);
    await call('incident/remove', { incident_id: incidentId, is_deleted: true }, customer);

    const events = await eventsOn(incidentId);
    expect(events.map((e) => [e.action, e.actor_email])).toEqual([
      ['incident.create', customer.email],
      ['credits.charge', customer.email],
      ['incident.update', customer.email],
      ['message.post', customer.email],
      ['incident.claim', partner.email],
      ['incident.release', partner.email],
      ['incident.assign', admin.email],
      ['incident.delete', customer.email],
      ['credits.refund', customer.email],
    ]);
    expect(events.every((e) => e.ip && e.target_kind === 'incident')).toBe(true);
    expect(events[6]?.detail).toEqual({ assigned_to: partner.id });
  });

  it('records a publication and an admin removing a published answer', async () => {
    const { incidentId, findingId } = await answeredBy(t, customer, partner);
    await call('finding/remove', { finding_id: findingId, is_deleted: true }, admin);
    const events = await eventsOn(incidentId);
    expect(events.map((e) => [e.action, e.actor_email, e.detail])).toEqual([
      ['incident.create', customer.email, {}],
      ['credits.charge', customer.email, { credits: 1, account: `customer:${customer.id}` }],
      ['finding.publish', partner.email, { revision: 1 }],
      ['finding.remove', admin.email, { revision: 1 }],
    ]);
  });

  it('records nothing for a refused call or an identical save', async () => {
    const { incidentId, queryType } = await submitIncident(t, customer);
    const other = await buildUser(t);
    expect(
      (await t.call('incident/claim', { incident_id: incidentId }, other.token)).statusCode,
    ).toBe(403);
    await call(
      'incident/update',
      {
        incident_id: incidentId,
        customerType: 'Global',
        queryType_id: queryType.id,
        query: 'Will the port stay open?',
      },
      customer,
    );
    expect((await eventsOn(incidentId)).map((e) => e.action)).toEqual([
      'incident.create',
      'credits.charge',
    ]);
    const verdict = await t.call('audit/verify', {}, admin.token);
    expect(verdict.json()).toMatchObject({ audit: { ok: true } });
  });

  const actionsBy = async (actor: TestUser) =>
    (await t.call('audit/list', { actor_user_id: actor.id, limit: 100 }, admin.token))
      .json<{ audit: AuditEvent[] }>()
      .audit.reverse()
      .map((e) => e.action);

  it('records password changes, role changes, disabling and the settings; not an identical save', async () => {
    const [member, boss] = await Promise.all([buildUser(t), buildUser(t, { role: 'admin' })]);
    await call(
      'user/updatePassword',
      { email: member.email, currentPassword: member.password, password: 'Newer#Pass123' },
      member,
    );
    const roles = { user_id: member.id, is_admin: false, is_partner: true, is_customer: true };
    await call('user/setRoles', roles, boss);
    await call('user/setRoles', roles, boss);
    await call('user/disable', { user_id: member.id, disabled: true }, boss);
    await call('user/disable', { user_id: member.id, disabled: false }, boss);
    await call('sla/update', { customerType: 'Citizen', hours: 70 }, boss);
    await call('sla/update', { customerType: 'Citizen', hours: 70 }, boss);
    const feed = {
      url: 'https://wire.example/audit.xml',
      name: 'Audit Wire',
      defaultRiskLevel: 'Risk',
      is_active: true,
    };
    const added = (await call('feeds/insert', feed, boss)).json().feeds.feed_id as string;
    await call('feeds/update', { ...feed, feed_id: added, is_active: false }, boss);
    await call('feeds/update', { ...feed, feed_id: added, is_active: false }, boss);
    await call('feeds/remove', { feed_id: added, is_deleted: true }, boss);
    const rule = (
      await call('riskRules/insert', { keyword: 'blockade', riskLevel: 'High Risk' }, boss)
    ).json().riskRules.riskRule_id as string;
    await call('riskRules/remove', { riskRule_id: rule, is_deleted: true }, boss);

    expect(await actionsBy(member)).toEqual(['password.change']);
    expect(await actionsBy(boss)).toEqual([
      'user.role',
      'user.disable',
      'user.enable',
      'settings.sla',
      'feed.create',
      'feed.update',
      'feed.delete',
      'rule.create',
      'rule.delete',
    ]);
  });

  it("records a company's life with its company id, read back by the company's owner", async () => {
    const owner = await buildUser(t);
    const created = await call(
      'company/insert',
      { name: unique('Audited'), kind: 'Corporate', country: 'GB' },
      owner,
    );
    const companyId = created.json().company.company_id as string;
    const colleague = `${unique('colleague')}@georisk.test`;
    await call('member/invite', { email: colleague, role: 'member' }, owner);
    const token = await buildInvitation(t, companyId, owner, { email: colleague });
    const joined = await t.call(
      'invitation/accept',
      { token, ...invitedPerson },
      await t.anonymousToken(),
    );
    expect(joined.statusCode, joined.body).toBe(200);
    const member = (await t.call('member/list', {}, owner.token))
      .json<{ member: { user_id: string; email: string }[] }>()
      .member.find((m) => m.email === colleague)!;
    await call('member/setRole', { user_id: member.user_id, role: 'viewer' }, owner);
    await call('member/remove', { user_id: member.user_id }, owner);

    const trail = await t.call('audit/list', {}, owner.token);
    expect(trail.statusCode, trail.body).toBe(200);
    const events = trail.json<{ audit: AuditEvent[] }>().audit.reverse();
    expect(events.map((e) => [e.action, e.actor_email, e.target_kind])).toEqual([
      ['company.create', owner.email, 'company'],
      ['member.invite', owner.email, 'invitation'],
      ['member.join', colleague, expect.any(String)],
      ['member.role', owner.email, 'user'],
      ['member.remove', owner.email, 'user'],
    ]);
    expect(events.every((e) => e.company_id === companyId && e.ip)).toBe(true);
    expect(events[3]).toMatchObject({
      target_id: member.user_id,
      detail: { from: 'member', to: 'viewer' },
    });
  });

  it("puts a member's sign-ins, failed ones too, in their company's trail", async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t);
    const company = await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: member, role: 'member' },
    ]);
    const visitor = await t.anonymousToken();
    const login = await t.call(
      'auth/login',
      { email: member.email, password: member.password },
      visitor,
    );
    expect(login.statusCode, login.body).toBe(200);
    await t.call('auth/login', { email: member.email, password: 'Wrong#12345' }, visitor);
    const trail = await t.call('audit/list', { target_id: member.id }, owner.token);
    expect(trail.statusCode, trail.body).toBe(200);
    const events = trail.json<{ audit: AuditEvent[] }>().audit;
    expect(events.map((e) => e.action).sort()).toEqual(['auth.login', 'auth.login_failed']);
    expect(events.every((e) => e.company_id === company.id)).toBe(true);
  });
});
