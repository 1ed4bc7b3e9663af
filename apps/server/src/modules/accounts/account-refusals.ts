import { CODES, MESSAGES } from '@georisk/contract';
import { failure } from '../../domain/result.js';

/** Every refusal of the accounts layer, with its catalogue code (docs/api.md lists them). */
export const REFUSED = {
  badCredentials: () =>
    failure('unauthorized', 'Invalid Email or Password', { code: CODES.invalidCredentials }),
  disabled: () =>
    failure('forbidden', 'This account has been disabled. Please contact an administrator', {
      code: CODES.accountDisabled,
    }),
  notActivated: (userId: string) =>
    failure(
      'forbidden',
      'Your account is not activated yet. Please enter the OTP sent to your email',
      { code: CODES.accountNotActivated, data: { user_id: userId } },
    ),
  sessionOver: () =>
    failure('unauthorized', 'Your session has expired. Please login again', {
      code: CODES.refreshTokenInvalid,
    }),
  emailTaken: () =>
    failure('conflict', 'This email is already registered. Please login', {
      code: CODES.emailTaken,
    }),
  alreadyActive: () =>
    failure('conflict', 'Your account is already active. Please login', {
      code: CODES.alreadyActive,
    }),
  otpTooSoon: (message: string) => failure('too-many', message, { code: CODES.otpCoolDown }),
  otpExpired: () =>
    failure('invalid', 'This code has expired. Please request a new one', {
      code: CODES.otpExpired,
    }),
  otpWrong: (left: number) =>
    failure(
      'invalid',
      left > 0
        ? `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left`
        : 'Invalid OTP. This code is now void. Please request a new one',
      { code: CODES.otpInvalid },
    ),
  otpDailyCap: () =>
    failure('too-many', 'Too many wrong codes for this account today. Please try again tomorrow'),
  resetTokenInvalid: () =>
    failure('invalid', MESSAGES.invalidToken, { code: CODES.resetTokenInvalid }),
  currentPasswordWrong: () => failure('invalid', MESSAGES.currentPasswordWrong),
  notYourAccount: () => failure('forbidden', 'You can only change your own password'),
  loggedOut: () => failure('unauthorized', 'Please login to continue'),
  noUserWithEmail: (email: string) => failure('not-found', `No user with the email ${email}`),
} as const;
