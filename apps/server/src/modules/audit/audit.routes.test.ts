import type { AuditEvent, AuditVerdict } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { recordAudit } from './index.js';

/** The audit trail: what sign-ins write, who reads it, and the chain that finds an edit. */
describe('audit trail', () => {
  const t = useTestApp();
  let admin: TestUser;
  let customer: TestUser;

  const list = async (body: object = {}) => {
    const reply = await t.call('audit/list', body, admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ audit: AuditEvent[]; total: number }>();
  };
  const verify = async () => {
    const reply = await t.call('audit/verify', {}, admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ message: string; audit: AuditVerdict }>();
  };

  beforeAll(async () => {
    [admin, customer] = await Promise.all([buildUser(t, { role: 'admin' }), buildUser(t)]);
  });

  it('records a sign-in, a refused one with the address tried, and a sign-out', async () => {
    const anonymous = await t.anonymousToken();
    const good = await t.call(
      'auth/login',
      { email: customer.email, password: customer.password },
      anonymous,
    );
    expect(good.statusCode).toBe(200);
    const bad = await t.call(
      'auth/login',
      { email: customer.email, password: 'Wrong#123' },
      anonymous,
    );
    expect(bad.statusCode).toBe(401);
    const out = await t.call('auth/logout', {}, customer.token);
    expect(out.statusCode).toBe(200);

    const mine = (await list({ target_id: customer.id })).audit;
    expect(mine.map((e) => e.action)).toEqual(['auth.logout', 'auth.login_failed', 'auth.login']);
    const [logout, failed, login] = mine;
    expect(login).toMatchObject({ actor_user_id: customer.id, actor_email: customer.email });
    expect(login?.ip).toBeTruthy();
    expect(failed).toMatchObject({
      actor_user_id: null,
      detail: { email: customer.email, reason: 'bad credentials' },
    });
    expect(logout).toMatchObject({ actor_user_id: customer.id, detail: { everywhere: true } });
  });

  it('filters by action and period, and pages newest first', async () => {
    for (const n of [1, 2, 3]) {
      await recordAudit(
        t.database.db,
        { userId: admin.id, email: admin.email, ip: '198.51.100.1' },
        { action: 'user.role', target: { kind: 'user', id: `paged-${n}` }, detail: { n } },
      );
    }
    const page = await list({ action: 'user.role', limit: 2, offset: 1 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.audit).toHaveLength(2);
    expect(page.audit.every((e) => e.action === 'user.role')).toBe(true);
    const future = await list({ from: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future).toMatchObject({ audit: [], total: 0 });
  });

  it('refuses bad filters with a plain message and reads nothing', async () => {
    for (const body of [
      { action: 'auth.everything' },
      { from: 'yesterday' },
      { from: '2026-11-25T10:00:00Z', to: '2026-11-24T10:00:00Z' },
      { limit: 0 },
    ]) {
      const reply = await t.call('audit/list', body, admin.token);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json<{ message: string }>().message).not.toMatch(/GR\d|zod|invalid_/i);
    }
  });

  it('is for admins only', async () => {
    const other = await buildUser(t);
    for (const path of ['audit/list', 'audit/verify']) {
      expect((await t.call(path, {}, other.token)).statusCode).toBe(403);
      expect((await t.call(path, {})).statusCode).toBe(401);
    }
  });

  it('refuses any UPDATE or DELETE of a row in the database itself', async () => {
    const refusal = (error: unknown) => {
      const { message, cause } = error as Error & { cause?: Error };
      return `${message} ${cause?.message ?? ''}`;
    };
    for (const write of [
      () => t.database.db.update(auditEvents).set({ action: 'auth.logout' }),
      () => t.database.db.delete(auditEvents),
      () => t.database.db.execute(sql`truncate audit_events`),
    ]) {
      const outcome = await write().then(
        () => 'written',
        (error: unknown) => refusal(error),
      );
      expect(outcome).toMatch(/append-only/);
    }
    expect((await verify()).audit).toMatchObject({ ok: true, broken_at: null });
  });

  it('names the first row whose hash no longer follows, once a row is edited behind its back', async () => {
    const intact = await verify();
    expect(intact).toMatchObject({ message: 'The audit trail is intact', audit: { ok: true } });
    expect(intact.audit.checked).toBeGreaterThanOrEqual(6);

    const [victim] = (await list({ action: 'auth.login_failed' })).audit;
    // Someone with the power to switch the guard off rewrites history.
    await t.database.db.execute(
      sql`alter table audit_events disable trigger audit_events_append_only`,
    );
    await t.database.db
      .update(auditEvents)
      .set({ detail: { email: customer.email, reason: 'none' } })
      .where(eq(auditEvents.eventId, BigInt(victim!.event_id)));
    await t.database.db.execute(
      sql`alter table audit_events enable trigger audit_events_append_only`,
    );

    expect(await verify()).toMatchObject({
      audit: { ok: false, broken_at: victim!.event_id },
    });
  });
});
