import { CODES } from '@georisk/contract';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique.js';
import { AppError } from '../../http/errors.js';
import type { Role } from '../../plugins/access.js';
import { hashPassword } from '../auth/password.js';
import { findUserByEmail, insertUser, updateUser, type UserRow } from './users.repository.js';

export const ROLES: readonly Role[] = ['admin', 'partner', 'customer'];

/** One role as the three flags of a user row. */
export const roleFlags = (role: Role) => ({
  isAdmin: role === 'admin',
  isPartner: role === 'partner',
  isCustomer: role === 'customer',
});

export const emailTaken = () =>
  new AppError(409, CODES.emailTaken, 'This email is already registered. Please login');

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  role: Role;
}

/** An active account with one role (bootstrap admin, admin CLI): no activation code needed. */
export const createActiveUser = async (db: Database, account: NewAccount): Promise<UserRow> => {
  if (await findUserByEmail(db, account.email)) throw emailTaken();
  const passwordHash = await hashPassword(account.password);
  try {
    return await insertUser(db, {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: account.phone ?? '',
      passwordHash,
      isActive: true,
      ...roleFlags(account.role),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
};

export const setRoleByEmail = async (db: Database, email: string, role: Role): Promise<UserRow> => {
  const user = await findUserByEmail(db, email);
  const updated = user && (await updateUser(db, user.id, roleFlags(role)));
  if (!updated) throw new AppError(404, CODES.notFound, `No user with the email ${email}`);
  return updated;
};
