import { CODES, MFA_MESSAGES, type SessionUser, type TotpEnrolment } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { failure, success, type Failure, type Result } from '../../domain/result.js';
import type { MfaClaim, MfaPurpose } from '../../domain/mfa-claim.js';
import {
  confirmTotpEnrolment,
  factorMethods,
  factorRequired,
  proveFactor,
  startTotpEnrolment,
  type FactorMethod,
  type FactorProof,
} from './second-factor.service.js';
import { startSession, type LoginOrigin, type SignAccess } from './session-start.js';
import type { UserRow } from './user-rows.js';
import { findUserById } from './users.repository.js';

/** What a login needs besides the database: the token signers and the staff rule. */
export interface LoginDeps {
  signAccess: SignAccess;
  signMfa: (claim: MfaClaim) => Promise<string>;
  verifyMfa: (token: string) => Promise<MfaClaim | null>;
  requireStaffMfa: boolean;
  /** A rule of another module that refuses this account a password login (single sign-on). */
  passwordRefused?: (user: UserRow) => Promise<Failure | null>;
}

/** `auth/login`'s outcome: the login state, or the factor step that must come first. */
export type LoginOutcome =
  | { user: SessionUser }
  | { mfa_required: true; mfa_token: string; mfa_methods: FactorMethod[] }
  | { mfa_enrol_required: true; mfa_token: string };

/**
 * After the right password: a user with a factor is asked for it; one who must have a factor and
 * has none is asked to enrol; no tokens until then (docs/rules/accounts.md, "Second factor").
 */
export const afterPassword = async (
  db: Database,
  deps: LoginDeps,
  user: UserRow,
  origin: LoginOrigin,
): Promise<LoginOutcome> => {
  const claim = (purpose: MfaPurpose) =>
    deps.signMfa({ userId: user.id, purpose, sessionVersion: user.sessionVersion });
  const methods = await factorMethods(db, user.id);
  if (methods.length > 0) {
    return { mfa_required: true, mfa_token: await claim('login'), mfa_methods: methods };
  }
  if (await factorRequired(db, user, deps.requireStaffMfa)) {
    return { mfa_enrol_required: true, mfa_token: await claim('enrol') };
  }
  return { user: await startSession(deps.signAccess, db, user, origin) };
};

/** 401 with its own code, not GR401: the step is over, not the caller's session (docs/api.md). */
const TOKEN_OVER = () =>
  failure('unauthorized', MFA_MESSAGES.tokenOver, { code: CODES.mfaStepExpired });

/**
 * The user an `mfa_token` speaks for, while it may: of that purpose, not expired, the account
 * still active and enabled, and no password change or logout-everywhere since (session version).
 */
export const holderOf = async (
  db: Database,
  deps: LoginDeps,
  token: string,
  purpose?: MfaPurpose,
): Promise<Result<{ user: UserRow; purpose: MfaPurpose }>> => {
  const claim = await deps.verifyMfa(token);
  if (!claim || (purpose && claim.purpose !== purpose)) return TOKEN_OVER();
  const user = await findUserById(db, claim.userId);
  if (!user?.isActive || user.isDisabled || user.sessionVersion !== claim.sessionVersion) {
    return TOKEN_OVER();
  }
  return success({ user, purpose: claim.purpose });
};

/** `auth/mfaEnrol`: the QR and key for a login that must enrol first. */
export const startEnrolmentForLogin = async (
  db: Database,
  deps: LoginDeps,
  token: string,
): Promise<Result<TotpEnrolment>> => {
  const holder = await holderOf(db, deps, token, 'enrol');
  return holder.ok ? startTotpEnrolment(db, holder.value.user) : holder;
};

/**
 * `auth/mfa`: a code or a recovery code finishes a login; for an enrolment the login asked for,
 * the first code confirms the factor and the recovery codes come with the tokens, shown once.
 */
export const completeMfaLogin = async (
  db: Database,
  deps: LoginDeps,
  token: string,
  proof: FactorProof,
  origin: LoginOrigin,
): Promise<Result<{ user: SessionUser; recovery_codes?: string[] }>> => {
  const holder = await holderOf(db, deps, token);
  if (!holder.ok) return holder;
  const { user, purpose } = holder.value;
  const actor = { userId: user.id, email: user.email, ip: origin.ip };
  if (purpose === 'enrol') {
    if (proof.code === undefined) return failure('invalid', MFA_MESSAGES.invalidCode);
    const codes = await confirmTotpEnrolment(db, actor, proof.code);
    if (!codes.ok) return codes;
    const session = await startSession(deps.signAccess, db, user, origin);
    return success({ user: session, recovery_codes: codes.value });
  }
  const proved = await proveFactor(db, actor, proof, 'login');
  if (!proved.ok) return proved;
  return success({ user: await startSession(deps.signAccess, db, user, origin) });
};
