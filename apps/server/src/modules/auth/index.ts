/** The auth module's public face: anonymous tokens, login, refresh and logout over the accounts layer. */
export { authModule } from './auth.routes.js';
