/** The users module's public face: sign-up, passwords and user management over the accounts layer. */
export { usersModule } from './users.routes.js';
