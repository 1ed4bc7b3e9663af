import { revokeApiTokensMadeBy } from '../../db/api-token-revocation.js';
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
import { callerActor, recordAudit, type AuditActor } from '../audit/index.js';

/** What a password change or reset ended: the user's sessions and these API tokens. */
export interface PasswordReplaced {
  userId: string;
  revokedTokenIds: string[];
}

const REASONS = { 'password.change': 'password change', 'password.reset': 'password reset' };

/**
 * In the caller's transaction: the new hash (computed before, never inside), every refresh token
 * revoked, every earlier access token refused, every API token the user made revoked (each
 * audited like a revocation on the screen, with the reason), the change audited, and the
 * confirmation mail queued.
 */
const replacePassword = async (
  tx: Database,
  user: UserRow,
  passwordHash: string,
  by: { actor: AuditActor; action: keyof typeof REASONS },
): Promise<Result<PasswordReplaced>> => {
  await updateUser(tx, user.id, { passwordHash, endSessions: true });
  await revokeAllOfUser(tx, user.id);
  const revoked = await revokeApiTokensMadeBy(tx, user.id);
  for (const token of revoked) {
    await recordAudit(tx, by.actor, {
      action: 'api_token.revoke',
      target: { kind: 'api_token', id: token.id },
      detail: {
        name: token.name,
        kind: token.companyId === null ? 'personal' : 'company',
        reason: REASONS[by.action],
      },
      companyId: token.companyId,
    });
  }
  await recordAudit(tx, by.actor, { action: by.action, target: { kind: 'user', id: user.id } });
  await enqueueMail(tx, passwordChangedMail({ to: user.email, name: fullName(user) }));
  return success({ userId: user.id, revokedTokenIds: revoked.map((token) => token.id) });
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

/** Sets a new password with a mailed token; answers whose sessions and tokens ended. */
export const resetPassword = async (
  db: Database,
  token: string,
  password: string,
  from: { ip: string | null },
): Promise<Result<PasswordReplaced>> => {
  const found = await findLiveResetToken(db, token);
  const user = found && (await findUserById(db, found.userId));
  if (!found || !user) return REFUSED.resetTokenInvalid();
  const passwordHash = await hashPassword(password);
  return transactionResult(db, async (tx) => {
    if (!(await spendResetToken(tx, found.id, user.id))) return REFUSED.resetTokenInvalid();
    const actor = { userId: user.id, email: user.email, ip: from.ip };
    return replacePassword(tx, user, passwordHash, { actor, action: 'password.reset' });
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
): Promise<Result<PasswordReplaced>> => {
  const user = await findUserById(db, caller.userId);
  if (!user) return REFUSED.loggedOut();
  if (user.email !== body.email) return REFUSED.notYourAccount();
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    return REFUSED.currentPasswordWrong();
  }
  const passwordHash = await hashPassword(body.password);
  const actor = callerActor(caller);
  return inTransaction(db, (tx) =>
    replacePassword(tx, user, passwordHash, { actor, action: 'password.change' }),
  );
};
