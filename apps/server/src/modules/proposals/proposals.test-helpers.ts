import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, ledgerEntries, queryTypes } from '../../db/schema.js';
import { buildReferenceSet, type TestUser } from '../../test/factories.js';
import { answer } from '../../test/finding.test-helpers.js';
import type { TestApp } from '../../test/test-app.js';

/** A query type priced on quote, with its category's two factors, ready to file under. */
export const onQuoteType = async (t: TestApp) => {
  const reference = await buildReferenceSet(t);
  await t.database.db
    .update(queryTypes)
    .set({ onQuote: true })
    .where(eq(queryTypes.id, reference.queryType.id));
  return reference;
};

type Reference = Awaited<ReturnType<typeof onQuoteType>>;

/** A request filed through the API under the on-quote type; answers its id. */
export const fileOnQuote = async (
  t: TestApp,
  user: TestUser,
  reference: Reference,
  extra: Record<string, unknown> = {},
) => {
  const res = await t.call(
    'incident/insert',
    {
      customerType: 'Global',
      queryType_id: reference.queryType.id,
      query: 'Will the strait stay open this winter?',
      ...extra,
    },
    user.token,
  );
  if (res.statusCode !== 200) throw new Error(`incident/insert: ${res.body}`);
  return res.json().incident.incident_id as string;
};

export const propose = (
  t: TestApp,
  partner: TestUser,
  incidentId: string,
  body: Record<string, unknown> = {},
) =>
  t.call(
    'proposal/insert',
    { incident_id: incidentId, price_credits: 5, delivery_hours: 24, note: 'Ports desk', ...body },
    partner.token,
  );

/** A proposal sent through the API (the set-up of a test); answers its id. */
export const proposed = async (
  t: TestApp,
  partner: TestUser,
  incidentId: string,
  body: Record<string, unknown> = {},
) => {
  const res = await propose(t, partner, incidentId, body);
  if (res.statusCode !== 200) throw new Error(`proposal/insert: ${res.body}`);
  return res.json().proposal.proposal_id as string;
};

export const decide = (t: TestApp, user: TestUser, action: 'accept' | 'reject', id: string) =>
  t.call(`proposal/${action}`, { proposal_id: id }, user.token);

/** Every factor of the reference rated, so the answer publishes. */
export const fullAnswer = (reference: Reference) =>
  Object.fromEntries(reference.factors.map((factor) => [factor.id, answer('Green')]));

/** The request's ledger entries, as `kind account amount` lines, sorted. */
export const entriesOf = async (t: TestApp, incidentId: string) =>
  (
    await t.database.db
      .select({
        kind: ledgerEntries.kind,
        account: ledgerEntries.account,
        amount: ledgerEntries.amount,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ref, incidentId))
  )
    .map((entry) => `${entry.kind} ${entry.account.split(':')[0]} ${entry.amount}`)
    .sort();

/** How many audit events of this action name the request. */
export const audited = async (t: TestApp, incidentId: string, action: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, incidentId), eq(auditEvents.action, action)));
  return row?.n ?? 0;
};

/** The balance the caller's requests pay from (or their personal one). */
export const balanceOf = async (t: TestApp, user: TestUser, account?: 'personal' | 'company') => {
  const reply = await t.call('credits/balance', account ? { account } : {}, user.token);
  if (reply.statusCode !== 200) throw new Error(`credits/balance: ${reply.body}`);
  return reply.json<{ credits: { balance: number } }>().credits.balance;
};

/** The ledger's sum (0: double entry holds) and its unbalanced transactions (none). */
export const ledgerTotals = async (t: TestApp) => {
  const [row] = await t.database.db
    .select({
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
      unbalanced: sql<number>`(select count(*)::int from (select 1 from ${ledgerEntries}
        group by ${ledgerEntries.txnId} having sum(${ledgerEntries.amount}) <> 0) u)`,
    })
    .from(ledgerEntries);
  return { total: Number(row?.total ?? 0), unbalanced: row?.unbalanced ?? 0 };
};
