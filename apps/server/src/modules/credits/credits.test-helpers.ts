import { buildReferenceSet, type TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, queryTypes } from '../../db/schema.js';

/** A query type priced at `price` credits, ready to file under. */
export const pricedQueryType = async (t: TestApp, price: number) => {
  const reference = await buildReferenceSet(t);
  await t.database.db
    .update(queryTypes)
    .set({ priceCredits: price })
    .where(eq(queryTypes.id, reference.queryType.id));
  return reference;
};

export const file = (
  t: TestApp,
  user: TestUser,
  queryTypeId: string,
  extra: Record<string, unknown> = {},
) =>
  t.call(
    'incident/insert',
    { customerType: 'Global', queryType_id: queryTypeId, query: 'Is the border open?', ...extra },
    user.token,
  );

export const balanceOf = async (t: TestApp, user: TestUser, account?: 'personal' | 'company') => {
  const reply = await t.call('credits/balance', account ? { account } : {}, user.token);
  if (reply.statusCode !== 200) throw new Error(`credits/balance: ${reply.body}`);
  return reply.json<{ credits: { balance: number } }>().credits.balance;
};

/** The sum of every entry (0: double entry holds) and the number of unbalanced transactions. */
export const ledgerTotals = async (t: TestApp) => {
  const db = t.database.db;
  const [all] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries);
  const unbalanced = await db
    .select({ txn: ledgerEntries.txnId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.txnId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  return { total: Number(all?.total ?? 0), unbalanced: unbalanced.length };
};
