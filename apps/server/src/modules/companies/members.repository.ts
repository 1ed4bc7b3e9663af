import type { Member, MemberRole } from '@georisk/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { companyMembers, users } from '../../db/schema.js';

const memberColumns = {
  userId: companyMembers.userId,
  role: companyMembers.role,
  joinedAt: companyMembers.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
type MemberRow = {
  userId: string;
  role: string;
  joinedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
};

const toMember = (row: MemberRow): Member => ({
  user_id: row.userId,
  name: `${row.firstName} ${row.lastName}`,
  email: row.email,
  role: row.role as MemberRole,
  joined_at: iso(row.joinedAt),
});

const inCompany = (companyId: string, userId: string) =>
  and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId));

/** The unique index on the user decides "one company per user" when two joins race. */
export const insertMember = (
  db: Database,
  member: { companyId: string; userId: string; role: MemberRole },
) => db.insert(companyMembers).values(member);

/** Owners first, then by name: one statement. */
export const listMembers = async (db: Database, companyId: string): Promise<Member[]> => {
  const rows = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(
      sql`array_position(array['owner','admin','member','viewer'], ${companyMembers.role})`,
      asc(users.firstName),
      asc(users.lastName),
    );
  return rows.map(toMember);
};

export const findMember = async (
  db: Database,
  companyId: string,
  userId: string,
): Promise<Member | null> => {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(inCompany(companyId, userId))
    .limit(1);
  return row ? toMember(row) : null;
};

/**
 * Locks the company's member rows to the end of the transaction and counts its owners, so two
 * owners leaving at once cannot both pass the last-owner rule.
 */
export const lockOwnerCount = async (db: Database, companyId: string): Promise<number> => {
  const rows = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .for('update');
  return rows.filter((row) => row.role === 'owner').length;
};

export const setMemberRole = (db: Database, companyId: string, userId: string, role: MemberRole) =>
  db.update(companyMembers).set({ role }).where(inCompany(companyId, userId));

export const deleteMember = (db: Database, companyId: string, userId: string) =>
  db.delete(companyMembers).where(inCompany(companyId, userId));
