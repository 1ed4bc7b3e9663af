import type { LedgerKind, StatementEntry } from '@georisk/contract';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoSql } from '../../db/dates.js';
import { inTransaction } from '../../db/transaction.js';
import { incidents, ledgerEntries, queryTypes } from '../../db/schema.js';

/** An account over a period: what it held before, each entry with the balance after it, totals. */
export interface LedgerStatement {
  opening: number;
  entries: StatementEntry[];
  credited: number;
  debited: number;
  closing: number;
}

const sumBefore = async (db: Database, account: string, from: Date) => {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, account), lt(ledgerEntries.at, from)));
  return Number(row?.sum ?? 0);
};

/** The period's entries in the order they were written, each with its request's query type. */
const entriesBetween = (db: Database, account: string, from: Date, to: Date) =>
  db
    .select({
      entry_id: ledgerEntries.entryId,
      at: isoSql(ledgerEntries.at),
      kind: sql<LedgerKind>`${ledgerEntries.kind}`,
      ref: ledgerEntries.ref,
      request: queryTypes.name,
      credits: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    // A ref names a request only for request entries; any other ref simply finds no request.
    .leftJoin(incidents, sql`${incidents.id}::text = ${ledgerEntries.ref}`)
    .leftJoin(queryTypes, eq(queryTypes.id, incidents.queryTypeId))
    .where(
      and(
        eq(ledgerEntries.account, account),
        gte(ledgerEntries.at, from),
        lt(ledgerEntries.at, to),
      ),
    )
    .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.entryId));

/**
 * The account from `from` (included) to `to` (excluded), read in one snapshot so the opening
 * balance and the entries agree: closing = opening + credited - debited, and each entry's balance
 * is the running sum (docs/rules/partners.md, "Statements").
 */
export const ledgerStatement = async (
  db: Database,
  account: string,
  from: Date,
  to: Date,
): Promise<LedgerStatement> =>
  // One snapshot for both reads (READ COMMITTED would take one per statement).
  inTransaction(
    db,
    async (tx) => {
      const opening = await sumBefore(tx, account, from);
      const rows = await entriesBetween(tx, account, from, to);
      let balance = opening;
      const entries = rows.map((row) => {
        balance += row.credits;
        return { ...row, balance };
      });
      const credited = rows.reduce((sum, row) => sum + Math.max(row.credits, 0), 0);
      const debited = rows.reduce((sum, row) => sum - Math.min(row.credits, 0), 0);
      return { opening, entries, credited, debited, closing: balance };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
