import { z } from 'zod';
import { isKnownDialCode } from '../countries.js';
import { MAX_LENGTH } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { email, id, paging, personName, phoneNumber, strongPassword } from '../fields.js';
import { MESSAGES } from '../messages.js';

/** Login form and `auth/login` body: email, then password strength (docs/rules/screens.md). */
export const loginSchema = z.object({ email, password: strongPassword });
export type LoginBody = z.infer<typeof loginSchema>;

const phoneCode = z
  .array(z.string(), { error: MESSAGES.invalidPhoneCode })
  .length(1, { error: MESSAGES.invalidPhoneCode })
  .refine((codes) => isKnownDialCode(codes[0] ?? ''), { error: MESSAGES.invalidPhoneCode });

/** The Sign up form: keys in the order the screen checks them (docs/rules/accounts.md), then the cross-field match. */
export const registerFormSchema = z
  .object({
    firstName: personName(MESSAGES.invalidFirstName),
    lastName: personName(MESSAGES.invalidLastName),
    email,
    phoneCode,
    phone: phoneNumber,
    password: strongPassword,
    confirmPassword: z.string({ error: MESSAGES.passwordMismatch }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** `user/insert` body: the phone is the dial code joined to the number. */
export const userInsertSchema = z.object({
  firstName: personName(MESSAGES.invalidFirstName),
  lastName: personName(MESSAGES.invalidLastName),
  email,
  phone: phoneNumber,
  password: strongPassword,
});
export type UserInsertBody = z.infer<typeof userInsertSchema>;

export const forgetSchema = z.object({ email });
export type ForgetBody = z.infer<typeof forgetSchema>;

export const activateSchema = z.object({
  user_id: id(MESSAGES.userInfoMissing),
  otp: z
    .string({ error: MESSAGES.invalidNumber })
    .regex(/^\d{4}$/, { error: MESSAGES.invalidNumber }),
});
export type ActivateBody = z.infer<typeof activateSchema>;

export const generateOtpSchema = z.object({ user_id: id(MESSAGES.userInfoMissing) });
export type GenerateOtpBody = z.infer<typeof generateOtpSchema>;

/** Any stored password is accepted here (older ones may predate the strength rule). */
export const currentPassword = z
  .string({ error: MESSAGES.currentPasswordRequired })
  .min(1, { error: MESSAGES.currentPasswordRequired })
  .max(128, { error: MESSAGES.passwordTooLong });

/** A stolen access token alone cannot change the password: the current one is asked for. */
export const updatePasswordSchema = z.object({ email, currentPassword, password: strongPassword });
export type UpdatePasswordBody = z.infer<typeof updatePasswordSchema>;
/** The Update Password screen: Current Password, then the new password. */
export const updatePasswordFormSchema = z.object({ currentPassword, password: strongPassword });

const token = z
  .string({ error: MESSAGES.invalidToken })
  .min(1, { error: MESSAGES.invalidToken })
  .max(MAX_LENGTH.token, { error: MESSAGES.invalidToken });

export const resetPasswordSchema = z.object({ token, password: strongPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;

export const refreshSchema = z.object({ refreshToken: token });
/** Without a token, or with `all: true`, every session of the caller ends, access tokens included. */
export const logoutSchema = z.object({
  refreshToken: token.optional(),
  all: z.boolean({ error: MESSAGES.invalidBoolean }).optional(),
});
export const genericTokenSchema = z.object({
  client_ip: z.string().max(64).optional(),
});

export const getByEmailSchema = z.object({ remote_email: email });

export const setRolesSchema = z.object({
  user_id: id(MESSAGES.userInfoMissing),
  is_admin: z.boolean(),
  is_partner: z.boolean(),
  is_customer: z.boolean(),
});
export type SetRolesBody = z.infer<typeof setRolesSchema>;

/** `user/disable` (admin): a disabled account cannot log in and its tokens stop working. */
export const disableUserSchema = z.object({
  user_id: id(MESSAGES.userInfoMissing),
  disabled: z.boolean({ error: MESSAGES.invalidBoolean }),
});
export type DisableUserBody = z.infer<typeof disableUserSchema>;
/** `user/resendActivation` (admin): mails a new activation code to an account not yet active. */
export const resendActivationSchema = z.object({ user_id: id(MESSAGES.userInfoMissing) });

/** Login state (docs/rules/screens.md). */
export const sessionUser = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  is_customer: z.boolean(),
  is_admin: z.boolean(),
  is_partner: z.boolean(),
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** A user as other screens see it: never a secret. */
export const publicUser = z.object({
  user_id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  is_active: z.boolean(),
  is_disabled: z.boolean(),
  is_customer: z.boolean(),
  is_admin: z.boolean(),
  is_partner: z.boolean(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** `user/list` (admin): optional text match on name or e-mail, paged. */
export const userListSchema = z.object(paging);

export const sessionReply = replyWith('user', sessionUser);
export const publicUserReply = replyWith('user', publicUser);
export const userListReply = listReplyWith('user', publicUser);
