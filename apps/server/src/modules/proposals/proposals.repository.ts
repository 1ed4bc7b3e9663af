import type { Proposal, ProposalStatus } from '@georisk/contract';
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoSql } from '../../db/dates.js';
import { partnerFirms, proposals } from '../../db/schema.js';

/** "Expired" is computed on read: an open proposal past its expiry (docs/rules/proposals.md). */
const statusSql = sql<ProposalStatus>`case when ${proposals.status} = 'open'
  and ${proposals.expiresAt} <= now() then 'expired' else ${proposals.status} end`;

const columns = {
  proposal_id: proposals.id,
  incident_id: proposals.incidentId,
  firm: sql<Proposal['firm']>`json_build_object('partner_firm_id', ${partnerFirms.id},
    'name', ${partnerFirms.name})`,
  price_credits: proposals.priceCredits,
  delivery_hours: proposals.deliveryHours,
  note: proposals.note,
  status: statusSql,
  expires_at: isoSql(proposals.expiresAt),
  decided_at: sql<string | null>`case when ${proposals.decidedAt} is not null
    then ${isoSql(proposals.decidedAt)} end`,
  created_at: isoSql(proposals.createdAt),
};

const withFirm = (db: Database) =>
  db.select(columns).from(proposals).innerJoin(partnerFirms, eq(partnerFirms.id, proposals.firmId));

export const findProposal = async (db: Database, proposalId: string): Promise<Proposal | null> => {
  const [row] = await withFirm(db).where(eq(proposals.id, proposalId)).limit(1);
  return row ?? null;
};

/**
 * The proposals of these requests, newest first; `firmId` keeps one firm's (a partner sees only
 * their own firm's offers). Withdrawn offers are the firm's history, not the customer's.
 */
export const proposalsOf = async (
  db: Database,
  incidentIds: string[],
  scope: { firmId: string | null; everyFirm: boolean },
): Promise<Proposal[]> => {
  if (incidentIds.length === 0 || (!scope.everyFirm && !scope.firmId)) return [];
  const where: SQL[] = [inArray(proposals.incidentId, incidentIds)];
  if (!scope.everyFirm && scope.firmId) where.push(eq(proposals.firmId, scope.firmId));
  else where.push(ne(proposals.status, 'withdrawn'));
  return withFirm(db)
    .where(and(...where))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
};

/** A firm's new offer replaces its open one on the request (withdrawn), in the same transaction. */
export const replaceProposal = async (
  tx: Database,
  values: {
    incidentId: string;
    firmId: string;
    createdBy: string;
    priceCredits: number;
    deliveryHours: number;
    note: string;
  },
) => {
  await tx
    .update(proposals)
    .set({ status: 'withdrawn', decidedAt: sql`now()`, decidedBy: values.createdBy })
    .where(
      and(
        eq(proposals.incidentId, values.incidentId),
        eq(proposals.firmId, values.firmId),
        eq(proposals.status, 'open'),
      ),
    );
  const [row] = await tx.insert(proposals).values(values).returning({ id: proposals.id });
  if (!row) throw new Error('proposal not inserted');
  return row.id;
};
