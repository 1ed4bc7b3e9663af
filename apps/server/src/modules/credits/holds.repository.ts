import { and, eq, inArray, not, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { ledgerEntries } from '../../db/schema.js';

/**
 * The hold of a request still in force: the payer's account and what it holds, or null when
 * nothing was held or the hold was already released (one hold and one release per request and
 * account: the ledger's unique index).
 */
export const openHoldOf = async (db: Database, incidentId: string) => {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      held: sql<string>`-sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.kind, ['hold', 'release']),
        eq(ledgerEntries.ref, incidentId),
        not(like(ledgerEntries.account, 'platform:%')),
      ),
    )
    .groupBy(ledgerEntries.account);
  const open = rows.find((row) => Number(row.held) > 0);
  return open ? { account: open.account, amount: Number(open.held) } : null;
};
