import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { firmCovers } from '../../db/quote-state.js';
import { incidents, partnerFirmMembers, partnerFirms, queryTypes, users } from '../../db/schema.js';
import type { Recipient } from './incident-audience.js';

/**
 * The partners told of a request awaiting quotes (docs/rules/proposals.md, "Telling the firms"):
 * the active partners of every live firm whose coverage lists it, in one statement.
 */
export const partnersCovering = async (db: Database, incidentId: string): Promise<Recipient[]> => {
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
    })
    .from(incidents)
    .innerJoin(queryTypes, eq(queryTypes.id, incidents.queryTypeId))
    .innerJoin(partnerFirms, eq(partnerFirms.isDeleted, false))
    .innerJoin(partnerFirmMembers, eq(partnerFirmMembers.firmId, partnerFirms.id))
    .innerJoin(users, eq(users.id, partnerFirmMembers.userId))
    .where(
      and(
        eq(incidents.id, incidentId),
        firmCovers({ categoryId: queryTypes.categoriesId, countries: incidents.countries }),
        eq(users.isPartner, true),
        eq(users.isActive, true),
        eq(users.isDisabled, false),
        eq(users.isDeleted, false),
      ),
    )
    .orderBy(users.id);
  return rows;
};
