import {
  CODES,
  MFA_MESSAGES,
  type IdentityProof,
  type MfaStatus,
  type TotpEnrolment,
} from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { failure, success, type Result } from '../../domain/result.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { REFUSED } from './account-refusals.js';
import { factorSeal } from './factor-seal.js';
import { verifyPassword } from './passwords.js';
import { countPasskeys } from './passkeys.repository.js';
import {
  acceptStep,
  companyRequiresMfa,
  confirmFactor,
  countRecoveryCodesLeft,
  deleteRecoveryCodes,
  deleteTotpFactor,
  findTotpFactor,
  replaceRecoveryCodes,
  savePendingFactor,
  useRecoveryCode,
} from './factors.repository.js';
import {
  enrolmentOf,
  newRecoveryCodes,
  newTotpSecret,
  showRecoveryCode,
  totpStep,
} from './totp.js';
import type { UserRow } from './user-rows.js';
import { inTransaction } from '../../db/transaction.js';

/** A code from the app or a recovery code, as the contract parsed it (exactly one is set). */
export interface FactorProof {
  code?: string | undefined;
  recovery_code?: string | undefined;
}

/** 403 with its own code, never 401: a 401 reads as an expired session (docs/api.md). */
export const WRONG_CODE = () =>
  failure('forbidden', MFA_MESSAGES.wrongCode, { code: CODES.mfaCodeWrong });

/** Must this account sign in with a factor: staff under REQUIRE_2FA_STAFF, or its company says so. */
export const factorRequired = async (db: Database, user: UserRow, requireStaff: boolean) =>
  (requireStaff && (user.isAdmin || user.isPartner)) || companyRequiresMfa(db, user.id);

const hasTotp = async (db: Database, userId: string) =>
  Boolean((await findTotpFactor(db, userId))?.confirmedAt);

export type FactorMethod = 'totp' | 'passkey';

/** The second factors the account has: a confirmed TOTP app, passkeys, both or none. */
export const factorMethods = async (db: Database, userId: string): Promise<FactorMethod[]> => {
  const methods: FactorMethod[] = [];
  if (await hasTotp(db, userId)) methods.push('totp');
  if ((await countPasskeys(db, userId)) > 0) methods.push('passkey');
  return methods;
};

export const factorStatus = async (
  db: Database,
  user: UserRow,
  requireStaff: boolean,
): Promise<MfaStatus> => ({
  totp: await hasTotp(db, user.id),
  recovery_codes_left: await countRecoveryCodesLeft(db, user.id),
  passkeys: await countPasskeys(db, user.id),
  required: await factorRequired(db, user, requireStaff),
});

/** A new secret, sealed at rest, waiting for its first code; a confirmed factor stays as it is. */
export const startTotpEnrolment = async (
  db: Database,
  user: UserRow,
): Promise<Result<TotpEnrolment>> => {
  const secret = newTotpSecret();
  if (!(await savePendingFactor(db, user.id, factorSeal().seal(secret)))) {
    return failure('conflict', MFA_MESSAGES.alreadyEnrolled);
  }
  return success(await enrolmentOf(secret, user.email));
};

/** The first code confirms the factor; ten recovery codes are made, returned once, kept hashed. */
export const confirmTotpEnrolment = async (
  db: Database,
  actor: AuditActor & { userId: string },
  code: string,
): Promise<Result<string[]>> => {
  const factor = await findTotpFactor(db, actor.userId);
  if (factor?.confirmedAt) return failure('conflict', MFA_MESSAGES.alreadyEnrolled);
  if (!factor) return failure('invalid', MFA_MESSAGES.noPending);
  const step = totpStep(factorSeal().open(factor.secretSealed), code);
  if (step === null) return WRONG_CODE();
  const codes = newRecoveryCodes();
  const confirmed = await inTransaction(db, async (tx) => {
    if (!(await confirmFactor(tx, actor.userId, factor.secretSealed, step))) return false;
    await replaceRecoveryCodes(tx, actor.userId, codes);
    await recordAudit(tx, actor, {
      action: 'auth.mfa_enrol',
      target: { kind: 'user', id: actor.userId },
    });
    return true;
  });
  return confirmed
    ? success(codes.map(showRecoveryCode))
    : failure('invalid', MFA_MESSAGES.noPending);
};

/**
 * Checks a code (its time step accepted once: a replay within the same 30 s is refused) or uses a
 * recovery code once. Every try is audited: accepted, refused, or a recovery code spent.
 */
export const proveFactor = async (
  db: Database,
  actor: AuditActor & { userId: string },
  proof: FactorProof,
  purpose: string,
): Promise<Result<'totp' | 'recovery'>> => {
  const factor = await findTotpFactor(db, actor.userId);
  let used: 'totp' | 'recovery' | null = null;
  if (factor?.confirmedAt && proof.code !== undefined) {
    const step = totpStep(factorSeal().open(factor.secretSealed), proof.code);
    if (step !== null && (await acceptStep(db, actor.userId, step))) used = 'totp';
  } else if (proof.recovery_code !== undefined) {
    // Recovery codes exist only while the account has a factor, TOTP or passkey.
    if (await useRecoveryCode(db, actor.userId, proof.recovery_code)) used = 'recovery';
  }
  await recordAudit(db, actor, {
    action: used === 'recovery' ? 'auth.mfa_recovery_used' : used ? 'auth.mfa' : 'auth.mfa_failed',
    target: { kind: 'user', id: actor.userId },
    detail: {
      purpose,
      ...(used === 'recovery' && { left: await countRecoveryCodesLeft(db, actor.userId) }),
    },
  });
  return used ? success(used) : WRONG_CODE();
};

/** Turning the factor off takes a code too, and is refused where a factor is required. */
export const disableTotp = async (
  db: Database,
  actor: AuditActor & { userId: string },
  user: UserRow,
  proof: FactorProof,
  requireStaff: boolean,
): Promise<Result<void>> => {
  if (!(await hasTotp(db, user.id))) return failure('invalid', MFA_MESSAGES.notEnrolled);
  if (await factorRequired(db, user, requireStaff)) {
    return failure('forbidden', MFA_MESSAGES.staffMustKeep);
  }
  const proved = await proveFactor(db, actor, proof, 'disable');
  if (!proved.ok) return proved;
  await inTransaction(db, async (tx) => {
    await deleteTotpFactor(tx, user.id);
    // Passkeys left keep the recovery codes that stand in for them.
    if ((await countPasskeys(tx, user.id)) === 0) await deleteRecoveryCodes(tx, user.id);
    await recordAudit(tx, actor, {
      action: 'auth.mfa_disable',
      target: { kind: 'user', id: user.id },
    });
  });
  return success(undefined);
};

/**
 * The re-check before a sensitive change of the account (removing a passkey): the current
 * password ("Current password is incorrect", as on Update Password), or a code or recovery code
 * checked and audited as at login.
 */
export const recheckIdentity = async (
  db: Database,
  who: { actor: AuditActor & { userId: string }; user: UserRow; purpose: string },
  proof: IdentityProof,
): Promise<Result<void>> => {
  if (proof.currentPassword !== undefined) {
    const right = await verifyPassword(who.user.passwordHash, proof.currentPassword);
    return right ? success(undefined) : REFUSED.currentPasswordWrong();
  }
  const proved = await proveFactor(db, who.actor, proof, who.purpose);
  return proved.ok ? success(undefined) : proved;
};
