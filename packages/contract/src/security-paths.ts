/**
 * The paths of second factors, sessions and a company's factor rule (issue 25, docs/api.md),
 * relative to `<origin>/api/` like API_PATHS. Kept apart from API_PATHS because the landing page
 * loads that object whole and is at its JS budget; only lazy screens (login steps, profile) use
 * these.
 */
export const SECURITY_PATHS = {
  auth: {
    mfa: 'auth/mfa',
    mfaEnrol: 'auth/mfaEnrol',
    passkeyStart: 'auth/passkeyStart',
    passkey: 'auth/passkey',
  },
  passkey: {
    registerStart: 'passkey/registerStart',
    register: 'passkey/register',
    list: 'passkey/list',
    remove: 'passkey/remove',
  },
  session: { list: 'session/list', revoke: 'session/revoke' },
  mfa: {
    status: 'mfa/status',
    totpStart: 'mfa/totpStart',
    totpConfirm: 'mfa/totpConfirm',
    totpDisable: 'mfa/totpDisable',
  },
  company: { requireMfa: 'company/requireMfa' },
} as const;
