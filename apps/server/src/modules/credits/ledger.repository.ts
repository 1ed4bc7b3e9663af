import type { CreditEntry, LedgerKind } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, like, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoSql } from '../../db/dates.js';
import { clockStart } from '../../db/quote-state.js';
import { creditAccounts, incidents, ledgerEntries, users } from '../../db/schema.js';

/** One side of a ledger transaction. */
export interface Posting {
  account: string;
  amount: number;
}

/**
 * Opens an account (its lockable row); true only for the call that opened it, which then grants
 * the welcome credits in the same transaction. A concurrent opener waits on the key and gets false.
 */
export const openAccount = async (tx: Database, account: string): Promise<boolean> => {
  const rows = await tx
    .insert(creditAccounts)
    .values({ account })
    .onConflictDoNothing()
    .returning({ account: creditAccounts.account });
  return rows.length > 0;
};

/** Holds the account's row until commit: spends of one balance run one after another. */
export const lockAccount = async (tx: Database, account: string) => {
  await tx
    .select({ account: creditAccounts.account })
    .from(creditAccounts)
    .where(eq(creditAccounts.account, account))
    .for('update');
};

/** A balance is the sum of the account's entries. */
export const balanceOf = async (db: Database, account: string): Promise<number> => {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row?.balance ?? 0);
};

/** One balanced transaction (the deferred trigger checks the sum at commit). */
export const postTransaction = async (
  tx: Database,
  kind: LedgerKind,
  ref: string | null,
  postings: Posting[],
) => {
  const txnId = randomUUID();
  await tx.insert(ledgerEntries).values(
    postings.map((posting) => ({
      txnId,
      kind,
      ref,
      account: posting.account,
      amount: posting.amount,
      // The clock, not the transaction's start: a filing's welcome and charge keep their order.
      at: sql`clock_timestamp()`,
    })),
  );
};

/** The account's entries, newest first, one page, and how many there are. */
export const listEntries = async (
  db: Database,
  account: string,
  page: { limit: number; offset: number },
): Promise<{ rows: CreditEntry[]; total: number }> => {
  const where = eq(ledgerEntries.account, account);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry_id: ledgerEntries.entryId,
        amount: ledgerEntries.amount,
        kind: sql<LedgerKind>`${ledgerEntries.kind}`,
        ref: ledgerEntries.ref,
        at: isoSql(ledgerEntries.at),
      })
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.at), desc(ledgerEntries.entryId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
};

/** What the account paid for a request (the customer's or company's side of its charge). */
export const chargeOf = async (db: Database, incidentId: string) => {
  const [row] = await db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'charge'),
        eq(ledgerEntries.ref, incidentId),
        not(like(ledgerEntries.account, 'platform:%')),
      ),
    )
    .limit(1);
  return row ? { account: row.account, paid: -row.amount } : null;
};

/** Whether a payout for the request was already written (at most one per request). */
export const paidOut = async (db: Database, incidentId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'payout'), eq(ledgerEntries.ref, incidentId)));
  return (row?.n ?? 0) > 0;
};

/** Whether a refund of the request was already written (at most one per request). */
export const refunded = async (db: Database, incidentId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'refund'), eq(ledgerEntries.ref, incidentId)));
  return (row?.n ?? 0) > 0;
};

/** The request's state as a refund reads it, its row locked against a concurrent answer. */
export const lockRequestForRefund = async (tx: Database, incidentId: string) => {
  const [row] = await tx
    .select({
      status: incidents.status,
      revision: incidents.revision,
      // Answered later than twice its SLA: the SLA is the time from filing to due.
      // A quoted request's clock starts when its proposal was accepted (docs/rules/proposals.md).
      late: sql<boolean>`now() > ${clockStart(incidents)} + 2 * (${incidents.dueAt} - ${clockStart(incidents)})`,
    })
    .from(incidents)
    .where(eq(incidents.id, incidentId))
    .for('update');
  return row ?? null;
};

/** Whether a user may get welcome credits: customers do, staff accounts do not. */
export const isCustomer = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ isCustomer: users.isCustomer })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isCustomer ?? false;
};

/**
 * Whether a user is staff only: a partner or an admin without the customer role. Staff file free
 * of charge (docs/rules/credits.md, "Staff filing").
 */
export const isStaffOnly = async (db: Database, userId: string) => {
  const [row] = await db
    .select({
      staff: sql<boolean>`(${users.isAdmin} or ${users.isPartner}) and not ${users.isCustomer}`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.staff ?? false;
};
