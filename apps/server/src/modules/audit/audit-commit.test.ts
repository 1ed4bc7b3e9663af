import type { AuditVerdict } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { beforeCommit, inTransaction } from '../../db/transaction.js';
import { buildUser, unique, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { recordAudit } from './audit.service.js';

/**
 * An event recorded in a transaction joins the chain just before that transaction commits, so the
 * chain's lock is not held while the rest of the transaction works (docs/rules/audit.md).
 */
describe('audit events join the chain at commit', () => {
  const t = useTestApp();
  let admin: TestUser;
  const actor = { userId: null, email: 'system@georisk.test', ip: '192.0.2.7' };

  const rowsFor = (db: typeof t.database.db, targetId: string) =>
    db
      .select({ id: auditEvents.eventId })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, targetId));
  const verify = async () => {
    const reply = await t.call('audit/verify', {}, admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ audit: AuditVerdict }>().audit;
  };
  const record = (db: typeof t.database.db, targetId: string) =>
    recordAudit(db, actor, { action: 'user.role', target: { kind: 'user', id: targetId } });

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
  });

  it('writes the event at the end of the transaction, not where it was recorded', async () => {
    const target = unique('commit');
    await inTransaction(t.database.db, async (tx) => {
      await record(tx, target);
      // The chain's lock is not taken yet: the event is not written until the work is done.
      expect(await rowsFor(tx, target)).toHaveLength(0);
      const held = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_locks`)
        .where(sql`locktype = 'advisory' and pid = pg_backend_pid()`);
      expect(held[0]?.n).toBe(0);
    });
    expect(await rowsFor(t.database.db, target)).toHaveLength(1);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('writes nothing when the transaction rolls back after recording', async () => {
    const target = unique('rolled-back');
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await record(tx, target);
        throw new Error('refused after the audit');
      }),
    ).rejects.toThrow('refused after the audit');
    expect(await rowsFor(t.database.db, target)).toHaveLength(0);
  });

  it('keeps the order of a transaction’s events, and one chain under parallel writers', async () => {
    const targets = Array.from({ length: 12 }, (_, i) => unique(`parallel-${i}`));
    await Promise.all(
      targets.map((target) =>
        inTransaction(t.database.db, async (tx) => {
          await record(tx, `${target}-a`);
          await tx.execute(sql`select pg_sleep(0.01)`);
          await record(tx, `${target}-b`);
        }),
      ),
    );
    for (const target of targets) {
      const [a] = await rowsFor(t.database.db, `${target}-a`);
      const [b] = await rowsFor(t.database.db, `${target}-b`);
      expect(a!.id < b!.id).toBe(true);
    }
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('appends every event of a transaction in one statement at commit', async () => {
    const targets = [unique('batch-a'), unique('batch-b'), unique('batch-c')];
    const statements: string[] = [];
    const logQuery = t.queries.logQuery.bind(t.queries);
    t.queries.logQuery = (query: string) => {
      statements.push(query);
      logQuery(query);
    };
    try {
      await inTransaction(t.database.db, async (tx) => {
        for (const target of targets) await record(tx, target);
      });
    } finally {
      t.queries.logQuery = logQuery;
    }
    const ran = (pattern: RegExp) => statements.filter((query) => pattern.test(query)).length;
    // One statement takes the lock, reads the last hash and inserts all three (audit_append).
    expect(ran(/audit_append/)).toBe(1);
    expect(ran(/pg_advisory_xact_lock|^insert into "audit_events"/)).toBe(0);
    const ids = await Promise.all(targets.map((target) => rowsFor(t.database.db, target)));
    expect(ids.map((rows) => rows.length)).toEqual([1, 1, 1]);
    expect(ids[0]![0]!.id < ids[1]![0]!.id && ids[1]![0]!.id < ids[2]![0]!.id).toBe(true);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('writes an event recorded by another commit hook after the batch went out', async () => {
    const [first, late] = [unique('first'), unique('late')];
    await inTransaction(t.database.db, async (tx) => {
      await record(tx, first);
      beforeCommit(tx, () => record(tx, late));
    });
    expect(await rowsFor(t.database.db, first)).toHaveLength(1);
    expect(await rowsFor(t.database.db, late)).toHaveLength(1);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('writes at once with a plain handle (a transaction of its own)', async () => {
    const target = unique('plain');
    await record(t.database.db, target);
    expect(await rowsFor(t.database.db, target)).toHaveLength(1);
  });
});
