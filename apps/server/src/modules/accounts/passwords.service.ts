import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { transactionResult, inTransaction } from '../../db/transaction.js';
import { success, type Result } from '../../domain/result.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { passwordChangedMail, resetMail } from '../../mail/templates/account-mails.js';
import { REFUSED } from './account-refusals.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeAllOfUser } from './refresh-tokens.repository.js';
import {
  createResetToken,
  findLiveResetToken,
  RESET_TOKEN_TTL_MINUTES,
  spendResetToken,
} from './reset-tokens.repository.js';
import { findUserByEmail, findUserById, updateUser } from './users.repository.js';
import { fullName, type UserRow } from './user-rows.js';
import { callerActor, recordAudit } from '../audit/index.js';

/**
 * In the caller's transaction: the new hash (computed before, never inside), every refresh token
 * revoked, every earlier access token refused, and the confirmation mail queued.
 */
const replacePassword = async (tx: Database, user: UserRow, passwordHash: string) => {
  await updateUser(tx, user.id, { passwordHash, endSessions: true });
  await revokeAllOfUser(tx, user.id);
  await enqueueMail(tx, passwordChangedMail({ to: user.email, name: fullName(user) }));
};

/**
 * Mails a single-use reset link when the address has an account; says nothing either way.
 * `linkTo` builds the link from the configured public URL, never from a request header.
 */
export const requestPasswordReset = async (
  db: Database,
  email: string,
  linkTo: (token: string) => string,
): Promise<boolean> => {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await inTransaction(db, async (tx) => {
    const token = await createResetToken(tx, user.id);
    const to = { to: user.email, name: fullName(user) };
    await enqueueMail(tx, resetMail(to, linkTo(token), RESET_TOKEN_TTL_MINUTES));
  });
  return true;
};

/** Sets a new password with a mailed token; answers the user id whose sessions ended. */
export const resetPassword = async (
  db: Database,
  token: string,
  password: string,
  from: { ip: string | null },
): Promise<Result<string>> => {
  const found = await findLiveResetToken(db, token);
  const user = found && (await findUserById(db, found.userId));
  if (!found || !user) return REFUSED.resetTokenInvalid();
  const passwordHash = await hashPassword(password);
  return transactionResult(db, async (tx) => {
    if (!(await spendResetToken(tx, found.id, user.id))) return REFUSED.resetTokenInvalid();
    await replacePassword(tx, user, passwordHash);
    await recordAudit(
      tx,
      { userId: user.id, email: user.email, ip: from.ip },
      { action: 'password.reset', target: { kind: 'user', id: user.id } },
    );
    return success(user.id);
  });
};

/**
 * The caller changes their own password. The current one is required, so a stolen access token
 * alone cannot take the account over.
 */
export const changeOwnPassword = async (
  db: Database,
  caller: UserCaller,
  body: { email: string; currentPassword: string; password: string },
): Promise<Result<void>> => {
  const user = await findUserById(db, caller.userId);
  if (!user) return REFUSED.loggedOut();
  if (user.email !== body.email) return REFUSED.notYourAccount();
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    return REFUSED.currentPasswordWrong();
  }
  const passwordHash = await hashPassword(body.password);
  await inTransaction(db, async (tx) => {
    await replacePassword(tx, user, passwordHash);
    await recordAudit(tx, callerActor(caller), {
      action: 'password.change',
      target: { kind: 'user', id: user.id },
    });
  });
  return success(undefined);
};
