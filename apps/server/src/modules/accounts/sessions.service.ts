import type { SessionUser } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { success, type Result } from '../../domain/result.js';
import { recordAudit } from '../audit/index.js';
import { REFUSED } from './account-refusals.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { afterPassword, type LoginDeps, type LoginOutcome } from './mfa-login.service.js';
import {
  findRefreshToken,
  markRefreshTokenUsed,
  revokeAllOfUser,
  revokeFamily,
} from './refresh-tokens.repository.js';
import { startSession, type LoginOrigin, type SignAccess } from './session-start.js';
import { touchUserSession } from './user-sessions.repository.js';
import { findUserByEmail, findUserById, updateUser } from './users.repository.js';
import type { UserRow } from './user-rows.js';
import { inTransaction } from '../../db/transaction.js';

/** Verified against when the e-mail is unknown, so both failures cost the same time. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('Not-a-real-password#0'));

/** Why a login was refused, as the audit trail records it. */
const refusal = (user: UserRow | undefined, passwordOk: boolean) =>
  !user || !passwordOk
    ? 'bad credentials'
    : user.isDisabled
      ? 'disabled'
      : !user.isActive
        ? 'not activated'
        : null;

/** Every attempt is audited, refused ones with the address tried (docs/rules/audit.md). */
export const login = async (
  db: Database,
  deps: LoginDeps,
  credentials: { email: string; password: string },
  from: LoginOrigin,
): Promise<Result<LoginOutcome>> => {
  const user = await findUserByEmail(db, credentials.email);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await dummy()),
    credentials.password,
  );
  const ruled = !refusal(user, passwordOk) && user ? await deps.passwordRefused?.(user) : null;
  const refused = refusal(user, passwordOk) ?? (ruled ? 'single sign-on required' : null);
  const actor = refused ? undefined : user;
  await recordAudit(
    db,
    { userId: actor?.id ?? null, email: actor?.email ?? null, ip: from.ip },
    {
      action: refused ? 'auth.login_failed' : 'auth.login',
      ...(user && { target: { kind: 'user', id: user.id } }),
      detail: refused ? { email: credentials.email, reason: refused } : {},
    },
  );
  if (!user || !passwordOk) return REFUSED.badCredentials();
  if (user.isDisabled) return REFUSED.disabled();
  if (!user.isActive) return REFUSED.notActivated(user.id);
  if (ruled) return ruled;
  return success(await afterPassword(db, deps, user, from));
};

/** Refresh-token rotation with reuse detection: a token works once, within its family's life. */
export const refreshSession = async (
  db: Database,
  signAccess: SignAccess,
  token: string,
  from: { ip: string | null },
): Promise<Result<SessionUser>> => {
  const presented = await findRefreshToken(db, token);
  if (!presented || presented.revokedAt || presented.expiresAt <= new Date()) {
    return REFUSED.sessionOver();
  }
  const user = await findUserById(db, presented.userId);
  // A used token presented again means it leaked: end the whole family (both holders).
  if (presented.usedAt || !user?.isActive || user.isDisabled) {
    await revokeFamily(db, presented.familyId);
    return REFUSED.sessionOver();
  }
  const family = { id: presented.familyId, expiresAt: presented.expiresAt };
  const session = await inTransaction(db, async (tx) => {
    if (!(await markRefreshTokenUsed(tx, presented.id))) return null;
    await touchUserSession(tx, family.id, from.ip);
    return startSession(signAccess, tx, user, family);
  });
  if (!session) {
    await revokeFamily(db, presented.familyId);
    return REFUSED.sessionOver();
  }
  return success(session);
};

/** Logout everywhere: every refresh token revoked and every access token issued so far refused. */
export const endAllSessions = (db: Database, userId: string) =>
  inTransaction(db, async (tx) => {
    await revokeAllOfUser(tx, userId);
    await updateUser(tx, userId, { endSessions: true });
  });

/**
 * Ends one session (the family of the refresh token, if it is the caller's) or all of them.
 * Answers whether every session ended, so the caller can forget the cached session state.
 */
export const logout = async (
  db: Database,
  userId: string,
  { refreshToken, all }: { refreshToken?: string | undefined; all?: boolean | undefined },
  from: { ip: string | null },
): Promise<'all' | 'one'> => {
  const everywhere = refreshToken === undefined || Boolean(all);
  const user = await findUserById(db, userId);
  await recordAudit(
    db,
    { userId, email: user?.email ?? null, ip: from.ip },
    { action: 'auth.logout', target: { kind: 'user', id: userId }, detail: { everywhere } },
  );
  if (everywhere) {
    await endAllSessions(db, userId);
    return 'all';
  }
  const presented = await findRefreshToken(db, refreshToken);
  if (presented?.userId === userId) await revokeFamily(db, presented.familyId);
  return 'one';
};
