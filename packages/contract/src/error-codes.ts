/**
 * The catalogue of reply codes. A banner shows '{code} - {message}', so codes are short and stable.
 * PAY032 is fixed by the spec: right password on an account that is not activated yet.
 */
export const CODES = {
  ok: 'GR000',
  invalidInput: 'GR400',
  unauthorized: 'GR401',
  forbidden: 'GR403',
  notFound: 'GR404',
  conflict: 'GR409',
  /** The link was used already or has expired (an invitation). */
  gone: 'GR410',
  payloadTooLarge: 'GR413',
  unsupportedMediaType: 'GR415',
  rateLimited: 'GR429',
  internal: 'GR500',
  /** The database (or another shared service) cannot answer now, or the server is shutting down. */
  unavailable: 'GR503',
  accountNotActivated: 'PAY032',
  /** Filing costs more credits than the paying account holds (docs/rules/credits.md). */
  notEnoughCredits: 'PAY402',
  invalidCredentials: 'AUTH001',
  otpInvalid: 'AUTH002',
  otpExpired: 'AUTH003',
  otpCoolDown: 'AUTH004',
  resetTokenInvalid: 'AUTH005',
  refreshTokenInvalid: 'AUTH006',
  alreadyActive: 'AUTH007',
  /** Right password on an account an admin disabled. */
  accountDisabled: 'AUTH008',
  /**
   * A wrong or reused second-factor code or recovery code, or a refused passkey answer: a refusal
   * of the proof, not of the caller's token, so a client does not renew its session and send the
   * proof again.
   */
  mfaCodeWrong: 'AUTH009',
  /**
   * An expired, forged or voided `mfa_token`, or a passkey answer whose challenge is gone (the
   * sign-in step, not the caller's session): 401
   * with its own code, so a client does not renew its session and send the step again.
   */
  mfaStepExpired: 'AUTH010',
  /** The change would leave no active admin. */
  lastAdmin: 'USR410',
  emailTaken: 'USR409',
  inUse: 'REF409',
  /** A news feed could not be fetched or read (HTTP error, timeout, bad XML, refused host). */
  feedFailed: 'FEED502',
  /** A text in the request holds a NUL, another control character or half a surrogate pair. */
  textNotAllowed: 'TXT400',
  network: 'NET000',
  /** Single sign-on refusals (docs/rules/sso.md): each names what the identity provider got wrong. */
  ssoNotConfigured: 'SSO404',
  ssoStateInvalid: 'SSO001',
  ssoAudience: 'SSO002',
  ssoDomain: 'SSO003',
  ssoDisabled: 'SSO004',
  ssoUnverified: 'SSO005',
  ssoProvider: 'SSO006',
  ssoOtherCompany: 'SSO007',
  ssoStaff: 'SSO008',
  ssoRequired: 'SSO009',
} as const;

export type Code = (typeof CODES)[keyof typeof CODES];
