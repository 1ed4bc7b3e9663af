/** The API tokens module's public face: its routes and the guard the access plugin asks. */
export { apiTokenRoutes as apiTokensModule } from './api-tokens.routes.js';
export { createApiTokenGuard, type ApiTokenGuard } from './api-token-guard.js';
