import type { PublicUser } from '@georisk/contract';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Roles } from '../../plugins/tokens.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'passwordHash'> &
  Partial<Pick<UserRow, 'isActive' | 'isAdmin' | 'isPartner' | 'isCustomer'>>;

const live = eq(users.isDeleted, false);
const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`;

export const rolesOf = (user: UserRow): Roles => ({
  is_admin: user.isAdmin,
  is_partner: user.isPartner,
  is_customer: user.isCustomer,
});

/** The only shape of a user that leaves the server besides the login state: no secrets. */
export const toPublicUser = (user: UserRow): PublicUser => ({
  user_id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  name: fullName(user),
  email: user.email,
  phone: user.phone,
  is_active: user.isActive,
  ...rolesOf(user),
  created_at: user.createdAt.toISOString(),
});

/** E-mail addresses are unique regardless of case (the index is on lower(email)). */
export const findUserByEmail = async (
  db: Database,
  email: string,
): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sameEmail(email), live))
    .limit(1);
  return row;
};

export const findUserById = async (db: Database, id: string): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return row;
};

/** Locks the row for the rest of the transaction (OTP issue: one code at a time per account). */
export const lockUser = async (tx: Database, id: string): Promise<UserRow | undefined> => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .for('update')
    .limit(1);
  return row;
};

export const insertUser = async (db: Database, user: NewUser): Promise<UserRow> => {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.trim() })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
};

export const updateUser = async (
  db: Database,
  id: string,
  changes: Partial<
    Pick<UserRow, 'passwordHash' | 'isActive' | 'isAdmin' | 'isPartner' | 'isCustomer'>
  >,
): Promise<UserRow | undefined> => {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), live))
    .returning();
  return row;
};

/** One page of users, newest first, and the total matching the filter. */
export const listUsers = async (
  db: Database,
  { q, limit, offset }: { q?: string | undefined; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> => {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const filter = pattern
    ? and(
        live,
        or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ),
      )
    : live;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(filter)
      .orderBy(sql`${users.createdAt} desc`, users.id)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(filter),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};
