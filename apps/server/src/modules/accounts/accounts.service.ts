import type { Database } from '../../db/database.js';
import { uniqueOr } from '../../db/unique.js';
import { success, type Result } from '../../domain/result.js';
import type { Role } from '../../domain/caller.js';
import { REFUSED } from './account-refusals.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, insertUser, updateUser } from './users.repository.js';
import { type UserRow } from './user-rows.js';

export const ROLES: readonly Role[] = ['admin', 'partner', 'customer'];

/** One role as the three flags of a user row. */
export const roleFlags = (role: Role) => ({
  isAdmin: role === 'admin',
  isPartner: role === 'partner',
  isCustomer: role === 'customer',
});

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  role: Role;
}

/** An active account with one role (bootstrap admin, admin CLI): no activation code needed. */
export const createActiveUser = async (
  db: Database,
  account: NewAccount,
): Promise<Result<UserRow>> => {
  if (await findUserByEmail(db, account.email)) return REFUSED.emailTaken();
  const { password, ...rest } = account;
  return insertActiveUser(db, { ...rest, passwordHash: await hashPassword(password) });
};

/**
 * The write of `createActiveUser` with the hash computed beforehand, so a caller can make it part
 * of its own transaction (an invitation accepted by sign-up) without hashing inside it.
 */
export const insertActiveUser = (
  db: Database,
  account: Omit<NewAccount, 'password'> & { passwordHash: string },
): Promise<Result<UserRow>> =>
  uniqueOr(
    () =>
      insertUser(db, {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phone: account.phone ?? '',
        passwordHash: account.passwordHash,
        isActive: true,
        ...roleFlags(account.role),
      }),
    REFUSED.emailTaken(),
  );

export const setRoleByEmail = async (
  db: Database,
  email: string,
  role: Role,
): Promise<Result<UserRow>> => {
  const user = await findUserByEmail(db, email);
  // Like an admin's change in the app: earlier access tokens stop carrying the old roles.
  const updated =
    user && (await updateUser(db, user.id, { ...roleFlags(role), endSessions: true }));
  return updated ? success(updated) : REFUSED.noUserWithEmail(email);
};
