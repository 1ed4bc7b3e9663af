import { INVITATION_DAYS, type MemberRole, type PendingInvitation } from '@georisk/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso, reached } from '../../db/dates.js';
import { companies, invitations, users } from '../../db/schema.js';
import { randomToken, sha256 } from '../accounts/index.js';

const open = and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, sql`now()`));

/**
 * A new link for `email` (the plain token goes only into the mail); earlier open links of the
 * same company to the same address stop working, so only the latest mail counts.
 */
export const createInvitation = async (
  db: Database,
  invitation: { companyId: string; email: string; role: MemberRole; invitedBy: string },
) => {
  await db
    .delete(invitations)
    .where(
      and(
        eq(invitations.companyId, invitation.companyId),
        eq(invitations.email, invitation.email),
        isNull(invitations.acceptedAt),
      ),
    );
  const token = randomToken();
  const [row] = await db
    .insert(invitations)
    .values({
      ...invitation,
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
    })
    .returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return { token, row };
};

/** The invitation a link names, in whatever state, with its company's name. */
export const findInvitation = async (db: Database, token: string) => {
  const [row] = await db
    .select({
      id: invitations.id,
      companyId: invitations.companyId,
      company: companies.name,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      expired: reached(invitations.expiresAt),
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(and(eq(invitations.tokenHash, sha256(token)), eq(companies.isDeleted, false)))
    .limit(1);
  return row ? { ...row, role: row.role as MemberRole } : null;
};

/** Spends an open invitation; false when it was spent (or expired) meanwhile. */
export const spendInvitation = async (db: Database, id: string, userId: string) => {
  const spent = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(and(eq(invitations.id, id), open))
    .returning({ id: invitations.id });
  return spent.length === 1;
};

export const listOpenInvitations = async (
  db: Database,
  companyId: string,
): Promise<PendingInvitation[]> => {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.companyId, companyId), open))
    .orderBy(desc(invitations.createdAt));
  return rows.map((row) => ({
    invitation_id: row.id,
    email: row.email,
    role: row.role as MemberRole,
    expires_at: iso(row.expiresAt),
    invited_by: `${row.firstName} ${row.lastName}`,
  }));
};
