import type { AuditEvent, AuditVerdict } from '@georisk/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCheckpoints, auditEvents } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { trimAuditTrail } from './index.js';
import { appendAuditEvent } from './audit.repository.js';

const DAY_MS = 86_400_000;

/** Retention (AUDIT_RETENTION_DAYS): old rows go behind a checkpoint; the chain still checks. */
describe('audit retention', () => {
  const t = useTestApp();
  let admin: TestUser;

  const verify = async () => {
    const reply = await t.call('audit/verify', {}, admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ audit: AuditVerdict }>().audit;
  };
  const eventAt = (daysAgo: number, n: number) =>
    t.database.db.transaction((tx) =>
      appendAuditEvent(tx, {
        at: new Date(Date.now() - daysAgo * DAY_MS),
        actorUserId: admin.id,
        actorEmail: admin.email,
        companyId: null,
        ip: '192.0.2.1',
        action: 'user.role',
        targetKind: 'user',
        targetId: `retention-${n}`,
        detail: { n },
      }),
    );
  const stored = () =>
    t.database.db
      .select({
        eventId: auditEvents.eventId,
        hash: auditEvents.hash,
        target: auditEvents.targetId,
      })
      .from(auditEvents)
      .orderBy(auditEvents.eventId);

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
  });

  it('trims once when several servers trim at the same moment', async () => {
    for (const n of [10, 11, 12, 13]) await eventAt(700, n);
    const outcomes = await Promise.all([1, 2, 3].map(() => trimAuditTrail(t.database.db, 400)));
    expect(outcomes.reduce((sum, outcome) => sum + outcome.trimmed, 0)).toBe(4);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('trims the rows older than the retention behind a checkpoint; the rest still verifies', async () => {
    for (const [n, daysAgo] of [500, 450, 401, 399, 10].entries()) await eventAt(daysAgo, n);
    const before = await stored();
    expect(before.map((row) => row.target)).toEqual([0, 1, 2, 3, 4].map((n) => `retention-${n}`));

    expect(await trimAuditTrail(t.database.db, 400)).toEqual({ trimmed: 3, brokenAt: null });

    expect(await stored()).toEqual(before.slice(3));
    const [checkpoint] = await t.database.db
      .select()
      .from(auditCheckpoints)
      .orderBy(desc(auditCheckpoints.throughEventId))
      .limit(1);
    expect(checkpoint).toMatchObject({
      throughEventId: before[2]!.eventId,
      hash: before[2]!.hash,
      trimmed: 3,
    });
    expect(await verify()).toMatchObject({ ok: true, broken_at: null });
    // A second run (another server's, say) finds nothing left to trim.
    expect(await trimAuditTrail(t.database.db, 400)).toEqual({ trimmed: 0, brokenAt: null });
    // New events chain on after the trim.
    await eventAt(0, 9);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('still names the first edited row after a trim, and never trims an edited row away', async () => {
    await eventAt(600, 20);
    await eventAt(0, 21);
    const list = await t.call('audit/list', { target_id: 'retention-3' }, admin.token);
    const [victim] = list.json<{ audit: AuditEvent[] }>().audit;
    await t.database.db.execute(
      sql`alter table audit_events disable trigger audit_events_append_only`,
    );
    await t.database.db
      .update(auditEvents)
      .set({ detail: { n: 99 } })
      .where(eq(auditEvents.eventId, BigInt(victim!.event_id)));
    await t.database.db.execute(
      sql`alter table audit_events enable trigger audit_events_append_only`,
    );
    expect(await verify()).toMatchObject({ ok: false, broken_at: victim!.event_id });

    // Everything is past retention now, but the trim stops at the edited row.
    const outcome = await trimAuditTrail(t.database.db, 400, new Date(Date.now() + 1000 * DAY_MS));
    expect(outcome).toEqual({ trimmed: 0, brokenAt: victim!.event_id });
    expect(await verify()).toMatchObject({ ok: false, broken_at: victim!.event_id });
  });
});
