import { CODES, PASSKEY_MESSAGES, PASSKEY_TIMEOUT_MS, type SessionUser } from '@georisk/contract';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import type { Database } from '../../db/database.js';
import { failure, success, type Result } from '../../domain/result.js';
import { recordAudit } from '../audit/index.js';
import { holderOf, type LoginDeps } from './mfa-login.service.js';
import {
  advanceCounter,
  findUserPasskey,
  listPasskeys,
  saveChallenge,
  takeChallenge,
} from './passkeys.repository.js';
import type { PasskeyParty } from './passkeys.service.js';
import { startSession, type LoginOrigin } from './session-start.js';

/**
 * `auth/passkeyStart`: the options for navigator.credentials.get, limited to the passkeys of the
 * account the `mfa_token` names; the challenge is kept for one answer.
 */
export const startPasskeyLogin = async (
  db: Database,
  deps: LoginDeps,
  party: PasskeyParty,
  token: string,
): Promise<Result<Record<string, unknown>>> => {
  const holder = await holderOf(db, deps, token, 'login');
  if (!holder.ok) return holder;
  const { user } = holder.value;
  const keys = await listPasskeys(db, user.id);
  if (keys.length === 0) return failure('invalid', PASSKEY_MESSAGES.none);
  const options = await generateAuthenticationOptions({
    rpID: party.rpID,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
  });
  await saveChallenge(db, user.id, 'login', options.challenge, PASSKEY_TIMEOUT_MS);
  return success({ ...options });
};

/**
 * `auth/passkey`: the authenticator's signature over the kept challenge (single use), checked by
 * @simplewebauthn/server with the stored public key; the signature counter must move on. Every
 * try is audited like a code (`auth.mfa` / `auth.mfa_failed`, method passkey).
 */
export const completePasskeyLogin = async (
  db: Database,
  deps: LoginDeps,
  party: PasskeyParty,
  token: string,
  response: AuthenticationResponseJSON,
  origin: LoginOrigin,
): Promise<Result<{ user: SessionUser }>> => {
  const holder = await holderOf(db, deps, token, 'login');
  if (!holder.ok) return holder;
  const { user } = holder.value;
  const challenge = await takeChallenge(db, user.id, 'login');
  const key = challenge ? await findUserPasskey(db, user.id, response.id) : undefined;
  let accepted = false;
  if (challenge && key) {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: false,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
        counter: key.counter,
        transports: key.transports,
      },
    }).catch(() => null);
    accepted =
      Boolean(verified?.verified) &&
      (await advanceCounter(db, key, verified?.authenticationInfo.newCounter ?? 0));
  }
  await recordAudit(
    db,
    { userId: user.id, email: user.email, ip: origin.ip },
    {
      action: accepted ? 'auth.mfa' : 'auth.mfa_failed',
      target: { kind: 'user', id: user.id },
      detail: { purpose: 'login', method: 'passkey', ...(key && { passkey: key.name }) },
    },
  );
  // Refusals of the proof or of its challenge, never GR401 (a client would renew its own token
  // and send the answer again, counting the try twice): docs/api.md.
  if (!accepted) {
    return challenge
      ? failure('forbidden', PASSKEY_MESSAGES.refused, { code: CODES.mfaCodeWrong })
      : failure('unauthorized', PASSKEY_MESSAGES.noChallenge, { code: CODES.mfaStepExpired });
  }
  return success({ user: await startSession(deps.signAccess, db, user, origin) });
};
