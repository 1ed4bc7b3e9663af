/**
 * The accounts layer: users' rows, passwords, secrets, tokens, sessions, one-time codes and the
 * per-account limits. `users` (sign-up, passwords, user management) and `auth` (login, refresh,
 * logout) are HTTP faces over it; it imports neither (docs/architecture.md, "The accounts layer").
 */
export { createActiveUser, insertActiveUser, ROLES, setRoleByEmail } from './accounts.service.js';
export { accountRoutes, type AccountRoutes } from './account-routes.js';
export { bootstrapAdmin } from './bootstrap-admin.js';
export { hashPassword } from './passwords.js';
export { changeOwnPassword, requestPasswordReset, resetPassword } from './passwords.service.js';
export {
  DEFAULT_RATE_LIMITS,
  rateLimited,
  type AccountModuleOptions,
  type AccountRateLimits,
} from './rate-limits.js';
export { activate, resendOtp, signUp } from './registration.service.js';
export { revokeAllOfUser } from './refresh-tokens.repository.js';
export { randomToken, sha256 } from './secrets.js';
export { createSessionGuard, SESSION_STATE_MAX_AGE_MS } from './session-guard.js';
export { login, logout, refreshSession } from './sessions.service.js';
export { startSession, type LoginOrigin, type SignAccess } from './session-start.js';
export { listSessions, revokeSession } from './user-sessions.service.js';
export { setFactorSecret } from './factor-seal.js';
export { completeMfaLogin, startEnrolmentForLogin, type LoginDeps } from './mfa-login.service.js';
export {
  confirmTotpEnrolment,
  disableTotp,
  factorStatus,
  startTotpEnrolment,
} from './second-factor.service.js';
export { completePasskeyLogin, startPasskeyLogin } from './passkey-login.service.js';
export {
  partyOf,
  registerPasskey,
  removePasskey,
  startPasskeyRegistration,
  toPasskey,
} from './passkeys.service.js';
export { listPasskeys } from './passkeys.repository.js';
export { factorRequired } from './second-factor.service.js';
export { lockActiveAdminIds } from './user-access.repository.js';
export { listUsers } from './user-list.repository.js';
export { toPublicUser, type UserRow } from './user-rows.js';
export {
  findUserByEmail,
  findUserById,
  liveUser,
  usableUser,
  updateUser,
} from './users.repository.js';
