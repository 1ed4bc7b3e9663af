/**
 * What an `mfa_token` says (plugins/mfa-tokens.ts signs it; the accounts layer reads it): the
 * login's code step or the enrolment a login requires, for one user at one session version.
 */
export type MfaPurpose = 'login' | 'enrol';

export interface MfaClaim {
  userId: string;
  purpose: MfaPurpose;
  sessionVersion: number;
}
