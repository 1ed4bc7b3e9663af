import { and, arrayContains, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { incidents } from '../../db/schema.js';
import type { RecordOwner } from '../../domain/policies/index.js';

const SHOWN = 10;

/**
 * The trip owner's answered requests naming the country, newest first: the company's shared
 * requests, or a solo customer's personal ones (an answered request has a published finding).
 */
export const answeredRequestsIn = async (db: Database, owner: RecordOwner, country: string) => {
  const whose = owner.companyId
    ? eq(incidents.companyId, owner.companyId)
    : and(eq(incidents.createdBy, owner.userId ?? ''), isNull(incidents.companyId));
  const rows = await db
    .select({ incident_id: incidents.id, query: incidents.query, created_at: incidents.createdAt })
    .from(incidents)
    .where(
      and(
        eq(incidents.isDeleted, false),
        eq(incidents.status, 'Answered'),
        whose,
        arrayContains(incidents.countries, [country]),
      ),
    )
    .orderBy(desc(incidents.createdAt))
    .limit(SHOWN);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
};
