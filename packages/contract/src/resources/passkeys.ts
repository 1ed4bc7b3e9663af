import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { id, requiredLine } from '../fields.js';
import { sessionUser } from './auth.js';
import { identityProof, mfaToken, oneIdentityProof } from './second-factor.js';

/** Passkeys (WebAuthn) as a second factor (docs/rules/second-factor.md). */
export const PASSKEY_MESSAGES = {
  name: 'Please give the passkey a name, for example "Work laptop"',
  response: 'The passkey did not answer as expected. Please try again',
  refused: 'That passkey was not accepted. Please try again or use a code',
  noChallenge: 'This passkey request has expired. Please try again',
  registerStarted: 'Follow your browser to create the passkey',
  registered: 'Passkey added',
  registeredWithCodes: 'Passkey added. Keep your recovery codes somewhere safe',
  loginStarted: 'Use your passkey to finish signing in',
  list: 'Your passkeys',
  removed: 'Passkey removed',
  mustKeep: 'Your account must keep a second factor: add another before removing this one',
  none: 'This account has no passkey',
  recheck:
    'To remove a passkey, enter your current password, a code from your authenticator app or a recovery code',
} as const;

/** How long a challenge may be answered: the browser's prompt waits a minute. */
export const PASSKEY_TIMEOUT_MS = 120_000;

const b64url = (max: number) =>
  z
    .string({ error: PASSKEY_MESSAGES.response })
    .max(max, { error: PASSKEY_MESSAGES.response })
    .regex(/^[A-Za-z0-9_-]*$/, { error: PASSKEY_MESSAGES.response });
const clientExtensionResults = z.object({}).passthrough().default({});
const credentialFields = {
  id: b64url(1400).min(1, { error: PASSKEY_MESSAGES.response }),
  rawId: b64url(1400).min(1, { error: PASSKEY_MESSAGES.response }),
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.response }),
  clientExtensionResults,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const transports = z.array(z.string().max(40)).max(10).optional();

/** What the browser answers to navigator.credentials.create (simplewebauthn's JSON form). */
export const registrationResponse = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: b64url(4000),
        attestationObject: b64url(16_000),
        transports,
      },
      { error: PASSKEY_MESSAGES.response },
    ),
  },
  { error: PASSKEY_MESSAGES.response },
);
/** What the browser answers to navigator.credentials.get. */
export const authenticationResponse = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: b64url(4000),
        authenticatorData: b64url(4000),
        signature: b64url(2000),
        userHandle: b64url(200).optional(),
      },
      { error: PASSKEY_MESSAGES.response },
    ),
  },
  { error: PASSKEY_MESSAGES.response },
);

export const passkeyRegisterStartSchema = z.object({});
/** The name the profile's form checks before the browser's prompt opens. */
export const passkeyNameSchema = z.object({
  name: requiredLine(PASSKEY_MESSAGES.name, MAX_LENGTH.name, 'passkey name'),
});
export const passkeyRegisterSchema = passkeyNameSchema.extend({ response: registrationResponse });
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterSchema>;
export const passkeyListSchema = z.object({});
/** Removing a passkey asks who it is again: the password, a code or a recovery code. */
export const passkeyRemoveSchema = z
  .object({ passkey_id: id(), ...identityProof })
  .refine(oneIdentityProof, { error: PASSKEY_MESSAGES.recheck });
export type PasskeyRemoveBody = z.infer<typeof passkeyRemoveSchema>;
export const passkeyLoginStartSchema = z.object({ mfa_token: mfaToken });
export const passkeyLoginSchema = z.object({
  mfa_token: mfaToken,
  response: authenticationResponse,
});
export type PasskeyLoginBody = z.input<typeof passkeyLoginSchema>;

export const passkey = z.object({
  passkey_id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkey>;

/** The options the browser passes to navigator.credentials (WebAuthn's JSON form), as built. */
export const passkeyOptions = z.record(z.string(), z.unknown());
export const passkeyOptionsReply = replyWith('options', passkeyOptions);
/** The first factor of an account (or one added when no recovery code is left) brings ten. */
export const passkeyReply = replyWith('passkey', passkey).extend({
  recovery_codes: z.array(z.string()).optional(),
});
export const passkeyListReply = listReplyWith('passkey', passkey);
export const passkeyLoginReply = replyWith('user', sessionUser);
