import { canonicalEmail } from '@georisk/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { updateIfChanged } from '../../db/unchanged-write.js';

/** Every column, as `select()` with no argument reads them. */
const allColumns = getTableColumns(users);
import type { NewUser, UserRow } from './user-rows.js';

/** A user that is not soft-deleted. */
export const liveUser = eq(users.isDeleted, false);
/** A user who may act: live, activated and not disabled (docs/rules/accounts.md). */
export const usableUser = and(liveUser, eq(users.isActive, true), eq(users.isDisabled, false));
/** Stored addresses are canonical, so a lookup canonicalises its input and compares exactly. */
const sameEmail = (email: string) => eq(users.email, canonicalEmail(email));

/** Any spelling of an address finds the one account of its canonical form. */
export const findUserByEmail = async (
  db: Database,
  email: string,
): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sameEmail(email), liveUser))
    .limit(1);
  return row;
};

export const findUserById = async (db: Database, id: string): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveUser))
    .limit(1);
  return row;
};

/** Locks the row for the rest of the transaction (OTP issue: one code at a time per account). */
export const lockUser = async (tx: Database, id: string): Promise<UserRow | undefined> => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveUser))
    .for('update')
    .limit(1);
  return row;
};

export const insertUser = async (db: Database, user: NewUser): Promise<UserRow> => {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: canonicalEmail(user.email) })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
};

export const updateUser = async (
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      'passwordHash' | 'isActive' | 'isAdmin' | 'isPartner' | 'isCustomer' | 'isDisabled'
    >
  > & {
    /** Ends every access token issued before (docs/security.md). */
    endSessions?: boolean;
  },
): Promise<UserRow | undefined> => {
  const { endSessions, ...columns } = changes;
  // The same values again write nothing and end no session (db/unchanged-write.ts).
  const written = await updateIfChanged<typeof allColumns, UserRow>(
    db,
    users,
    and(eq(users.id, id), liveUser),
    columns,
    allColumns,
    endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {},
  );
  return written?.row;
};
