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
  payloadTooLarge: 'GR413',
  unsupportedMediaType: 'GR415',
  rateLimited: 'GR429',
  internal: 'GR500',
  accountNotActivated: 'PAY032',
  invalidCredentials: 'AUTH001',
  otpInvalid: 'AUTH002',
  otpExpired: 'AUTH003',
  otpCoolDown: 'AUTH004',
  resetTokenInvalid: 'AUTH005',
  refreshTokenInvalid: 'AUTH006',
  alreadyActive: 'AUTH007',
  emailTaken: 'USR409',
  inUse: 'REF409',
  /** A news feed could not be fetched or read (HTTP error, timeout, bad XML, refused host). */
  feedFailed: 'FEED502',
  network: 'NET000',
} as const;

export type Code = (typeof CODES)[keyof typeof CODES];
