import {
  PASSKEY_MESSAGES,
  PASSKEY_TIMEOUT_MS,
  type IdentityProof,
  type Passkey,
  type PasskeyRegisterBody,
} from '@georisk/contract';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Database } from '../../db/database.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import {
  countRecoveryCodesLeft,
  deleteRecoveryCodes,
  findTotpFactor,
  replaceRecoveryCodes,
} from './factors.repository.js';
import {
  countPasskeys,
  deletePasskey,
  insertPasskey,
  listPasskeys,
  saveChallenge,
  takeChallenge,
  type PasskeyRow,
} from './passkeys.repository.js';
import { recheckIdentity } from './second-factor.service.js';
import { newRecoveryCodes, showRecoveryCode } from './totp.js';
import type { UserRow } from './user-rows.js';
import { inTransaction } from '../../db/transaction.js';

/** Where passkeys are used: the origin the browser reports and its host, the relying party id. */
export interface PasskeyParty {
  origin: string;
  rpID: string;
}

export const partyOf = (origin: string): PasskeyParty => ({
  origin,
  rpID: new URL(origin).hostname,
});

const RP_NAME = 'GeoRisk';

export const toPasskey = (row: PasskeyRow): Passkey => ({
  passkey_id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The options for navigator.credentials.create; the challenge is kept for one answer. */
export const startPasskeyRegistration = async (
  db: Database,
  party: PasskeyParty,
  user: UserRow,
) => {
  const existing = await listPasskeys(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party.rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    timeout: PASSKEY_TIMEOUT_MS,
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: key.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await saveChallenge(db, user.id, 'register', options.challenge, PASSKEY_TIMEOUT_MS);
  return options;
};

/**
 * Checks the authenticator's answer with @simplewebauthn/server (challenge, origin, RP id,
 * signature) and keeps the credential's public key and counter. An account without recovery codes
 * (its first second factor) gets ten, answered once and kept hashed, as the authenticator app's
 * enrolment does: losing the only passkey must not lock the person out. Audited as
 * `auth.passkey_add`.
 */
export const registerPasskey = async (
  db: Database,
  party: PasskeyParty,
  actor: AuditActor & { userId: string },
  body: PasskeyRegisterBody,
): Promise<Result<{ passkey: Passkey; recovery_codes?: string[] }>> => {
  const challenge = await takeChallenge(db, actor.userId, 'register');
  if (!challenge) return failure('invalid', PASSKEY_MESSAGES.noChallenge);
  const verified = await verifyRegistrationResponse({
    response: body.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return failure('invalid', PASSKEY_MESSAGES.refused);
  const { credential } = verified.registrationInfo;
  const codes = newRecoveryCodes();
  const added = await inTransaction(db, async (tx) => {
    const saved = await insertPasskey(tx, {
      userId: actor.userId,
      name: body.name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
    if (!saved) return undefined;
    const issued = (await countRecoveryCodesLeft(tx, actor.userId)) === 0;
    if (issued) await replaceRecoveryCodes(tx, actor.userId, codes);
    await recordAudit(tx, actor, {
      action: 'auth.passkey_add',
      target: { kind: 'user', id: actor.userId },
      detail: { name: body.name, recovery_codes_issued: issued },
    });
    return { saved, issued };
  });
  if (!added) return failure('conflict', PASSKEY_MESSAGES.refused);
  return success({
    passkey: toPasskey(added.saved),
    ...(added.issued && { recovery_codes: codes.map(showRecoveryCode) }),
  });
};

/**
 * Removes one of the caller's passkeys after the re-check (current password, code or recovery
 * code); refused when the account must keep a second factor and this is its last one. The last
 * factor takes the recovery codes with it. Audited as `auth.passkey_remove`.
 */
export const removePasskey = async (
  db: Database,
  actor: AuditActor & { userId: string },
  user: UserRow,
  request: { passkeyId: string; proof: IdentityProof; required: boolean },
): Promise<Result<void>> => {
  const keys = await listPasskeys(db, user.id);
  if (!keys.some((key) => key.id === request.passkeyId)) return notFound('Passkey');
  const totp = Boolean((await findTotpFactor(db, user.id))?.confirmedAt);
  if (request.required && !totp && keys.length === 1) {
    return failure('forbidden', PASSKEY_MESSAGES.mustKeep);
  }
  const who = { actor, user, purpose: 'passkey_remove' };
  const rechecked = await recheckIdentity(db, who, request.proof);
  if (!rechecked.ok) return rechecked;
  await inTransaction(db, async (tx) => {
    const removed = await deletePasskey(tx, user.id, request.passkeyId);
    if (!removed) return;
    if (!totp && (await countPasskeys(tx, user.id)) === 0) await deleteRecoveryCodes(tx, user.id);
    await recordAudit(tx, actor, {
      action: 'auth.passkey_remove',
      target: { kind: 'user', id: user.id },
      detail: { name: removed.name },
    });
  });
  return success(undefined);
};
