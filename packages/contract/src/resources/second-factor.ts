import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { replyWith } from '../envelope.js';
import { flag, id } from '../fields.js';
import { currentPassword, sessionUser } from './auth.js';

/** Second factor (TOTP) at login and on the profile (docs/rules/accounts.md, "Second factor"). */
export const MFA_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app, or a recovery code',
  invalidCode: 'The code is 6 digits from your authenticator app',
  invalidRecoveryCode: 'A recovery code is 10 letters and digits, as shown when you enrolled',
  wrongCode: 'That code is not right, or it was already used. Please try again',
  tokenOver: 'This sign-in step has expired. Please log in again',
  mfaRequired: 'Enter the code from your authenticator app to finish signing in',
  enrolRequired: 'Your account must use two-step sign-in. Please set up an authenticator app',
  enrolStarted: 'Scan the QR code, then enter the code your app shows',
  enrolled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe',
  alreadyEnrolled: 'Two-step sign-in is already on for this account',
  noPending: 'Please start the set-up again: scan a new QR code',
  disabled: 'Two-step sign-in is off',
  notEnrolled: 'Two-step sign-in is not on for this account',
  staffMustKeep: 'Your account must keep two-step sign-in',
  status: 'Two-step sign-in status',
  loggedIn: 'Logged in successfully',
} as const;

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export const mfaToken = z
  .string({ error: MFA_MESSAGES.tokenOver })
  .min(1, { error: MFA_MESSAGES.tokenOver })
  .max(MAX_LENGTH.token, { error: MFA_MESSAGES.tokenOver });
export const totpCode = z
  .string({ error: MFA_MESSAGES.invalidCode })
  .trim()
  .regex(/^\d{6}$/, { error: MFA_MESSAGES.invalidCode });
/** Shown as "abcde-12345"; the dash, spaces and case do not matter. */
export const recoveryCode = z
  .string({ error: MFA_MESSAGES.invalidRecoveryCode })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: MFA_MESSAGES.invalidRecoveryCode }));

/** A code from the app or a recovery code: exactly one of the two. */
const proof = {
  code: totpCode.optional(),
  recovery_code: recoveryCode.optional(),
};
const oneProof = (body: { code?: string | undefined; recovery_code?: string | undefined }) =>
  (body.code === undefined) !== (body.recovery_code === undefined);

/** `auth/mfa`: the login's second step, or the last step of an enrolment the login asked for. */
export const mfaLoginSchema = z
  .object({ mfa_token: mfaToken, ...proof })
  .refine(oneProof, { error: MFA_MESSAGES.codeRequired });
export type MfaLoginBody = z.infer<typeof mfaLoginSchema>;
export const mfaEnrolSchema = z.object({ mfa_token: mfaToken });

/** `mfa/totpConfirm` and the enrolment step of the login screen. */
export const totpConfirmSchema = z.object({ code: totpCode });
export type TotpConfirmBody = z.infer<typeof totpConfirmSchema>;
/** `mfa/totpDisable`: a current code or a recovery code, so a stolen session alone cannot. */
export const totpDisableSchema = z
  .object(proof)
  .refine(oneProof, { error: MFA_MESSAGES.codeRequired });
export const mfaStatusSchema = z.object({});

/**
 * The re-check a sensitive change of the account asks for (removing a passkey): the current
 * password, a code from the app or a recovery code, exactly one, so a stolen session alone cannot.
 */
export const identityProof = { currentPassword: currentPassword.optional(), ...proof };
export type IdentityProof = {
  currentPassword?: string | undefined;
  code?: string | undefined;
  recovery_code?: string | undefined;
};
export const oneIdentityProof = (body: IdentityProof) =>
  [body.currentPassword, body.code, body.recovery_code].filter((value) => value !== undefined)
    .length === 1;
/** The password form of that re-check on screen. */
export const passwordRecheckSchema = z.object({ currentPassword });
export const totpStartSchema = z.object({});

/** What enrolment shows: the QR (an SVG data URL) and the same key to type by hand. */
export const totpEnrolment = z.object({
  otpauth_url: z.string(),
  secret: z.string(),
  qr_data_url: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const mfaStatus = z.object({
  totp: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** How many passkeys the account has registered (each is a second factor too). */
  passkeys: z.number().int(),
  /** The account may not turn the factor off (staff under REQUIRE_2FA_STAFF, or its company). */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatus>;

/** `auth/login`: the login state, or the step that must come first (no tokens then). */
export const loginReply = replyWith('user', sessionUser.optional()).extend({
  mfa_required: flag.optional(),
  mfa_enrol_required: flag.optional(),
  mfa_token: z.string().optional(),
  /** With `mfa_required`: the factors the account has, so the step offers only those. */
  mfa_methods: z.array(z.enum(['totp', 'passkey'])).optional(),
});
export type LoginReply = z.infer<typeof loginReply>;
/** `auth/mfa`: the login state; after an enrolment, the recovery codes too (shown once). */
export const mfaLoginReply = replyWith('user', sessionUser).extend({
  recovery_codes: z.array(z.string()).optional(),
});
export const totpEnrolmentReply = replyWith('enrolment', totpEnrolment);
export const recoveryCodesReply = replyWith('recovery_codes', z.array(z.string()));
export const mfaStatusReply = replyWith('mfa', mfaStatus);

/** `company/requireMfa` (owners and admins): members must then enrol at their next login. */
export const companyRequireMfaSchema = z.object({ company_id: id(), required: flag });
export type CompanyRequireMfaBody = z.infer<typeof companyRequireMfaSchema>;
export const companyRequireMfaReply = replyWith(
  'company',
  z.object({ company_id: z.string(), require_mfa: z.boolean() }),
);
export const COMPANY_MFA_MESSAGES = {
  required: 'Members must now use two-step sign-in: each is asked to set it up at next login',
  optional: 'Two-step sign-in is now optional for members',
} as const;
