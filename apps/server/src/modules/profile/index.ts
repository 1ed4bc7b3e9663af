/** The profile module's public face: the caller's own profile (docs/rules/accounts.md). */
export { profileRoutes as profileModule } from './profile.routes.js';
