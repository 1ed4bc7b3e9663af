import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { uniqueOr } from '../../db/unique.js';
import { notFound, success, type Result } from '../../domain/result.js';
import { REFUSED } from './account-refusals.js';
import { activateWithOtp, issueOtp } from './otp.service.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, findUserById, insertUser, lockUser } from './users.repository.js';
import { type UserRow } from './user-rows.js';

export interface SignUp {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/** A new inactive account and its first code, mailed through the outbox, in one transaction. */
export const signUp = async (db: Database, input: SignUp): Promise<Result<UserRow>> => {
  if (await findUserByEmail(db, input.email)) return REFUSED.emailTaken();
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  // The unique index decides when two sign-ups of one address race.
  const created = await uniqueOr(
    () =>
      transactionResult(db, async (tx) => {
        const user = await insertUser(tx, { ...fields, passwordHash });
        const issued = await issueOtp(tx, user);
        return issued.ok ? success(user) : issued;
      }),
    REFUSED.emailTaken(),
  );
  return created.ok ? created.value : created;
};

const inactiveUser = (user: UserRow | undefined): Result<UserRow> => {
  if (!user) return notFound('User');
  return user.isActive ? REFUSED.alreadyActive() : success(user);
};

export const activate = async (db: Database, userId: string, code: string) => {
  const user = inactiveUser(await findUserById(db, userId));
  return user.ok ? activateWithOtp(db, user.value, code) : user;
};

/** A new code for an inactive account; the row lock keeps one issue at a time per account. */
export const resendOtp = (db: Database, userId: string): Promise<Result<void>> =>
  transactionResult(db, async (tx) => {
    const user = inactiveUser(await lockUser(tx, userId));
    return user.ok ? issueOtp(tx, user.value) : user;
  });
