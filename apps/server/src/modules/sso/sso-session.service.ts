import { CODES, SSO_MESSAGES, type SessionUser } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { failure, success, type Failure, type Result } from '../../domain/result.js';
import {
  findUserById,
  sha256,
  startSession,
  type LoginOrigin,
  type SignAccess,
  type UserRow,
} from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';
import { membershipOf } from '../companies/index.js';
import { isSsoEnforced, takeHandoff } from './sso.repository.js';

const STATE_INVALID = () =>
  failure('invalid', SSO_MESSAGES.stateInvalid, { code: CODES.ssoStateInvalid });

/**
 * `auth/ssoExchange`: the landing page's one-time code, once and within 2 minutes, for the usual
 * login state. The account is checked again (a disable between the callback and now counts).
 */
export const exchangeSsoCode = async (
  db: Database,
  signAccess: SignAccess,
  code: string,
  origin: LoginOrigin,
): Promise<Result<SessionUser>> => {
  const attempt = await takeHandoff(db, sha256(code));
  const user = attempt?.userId ? await findUserById(db, attempt.userId) : undefined;
  if (!attempt || !user) return STATE_INVALID();
  if (user.isDisabled) {
    return failure('forbidden', SSO_MESSAGES.disabled, { code: CODES.ssoDisabled });
  }
  await recordAudit(
    db,
    { userId: user.id, email: user.email, ip: origin.ip },
    {
      action: 'auth.sso_login',
      companyId: attempt.companyId,
      target: { kind: 'user', id: user.id },
      detail: {},
    },
  );
  return success(await startSession(signAccess, db, user, origin));
};

/**
 * Password login for a member of a company whose single sign-on is enabled and enforced is
 * refused (after the right password, so it tells nothing to a guesser); platform admins and
 * partners always keep their password (break-glass). docs/rules/sso.md, "Passwords".
 */
export const ssoRefusesPassword = async (db: Database, user: UserRow): Promise<Failure | null> => {
  if (user.isAdmin || user.isPartner) return null;
  const membership = await membershipOf(db, user.id);
  if (!membership) return null;
  return (await isSsoEnforced(db, membership.companyId))
    ? failure('forbidden', SSO_MESSAGES.required, { code: CODES.ssoRequired })
    : null;
};
