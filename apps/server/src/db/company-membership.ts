import type { MemberRole } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import type { Membership } from '../domain/policies/index.js';
import type { Database } from './database.js';
import { companyMembers } from './schema.js';

/**
 * The user's company and role, or null for a solo user: the one membership lookup, shared by the
 * companies module and the audit trail (which the companies module writes to, so it cannot ask
 * the companies module itself).
 */
export const findMembership = async (db: Database, userId: string): Promise<Membership | null> => {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row ? { companyId: row.companyId, role: row.role as MemberRole } : null;
};
