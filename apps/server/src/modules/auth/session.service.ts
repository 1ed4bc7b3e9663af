import type { SessionUser } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { fullName, rolesOf, type UserRow } from '../users/users.repository.js';
import { issueRefreshToken } from './refresh-tokens.repository.js';

/**
 * The login state the client keeps (spec §3): an access token carrying the roles read now from
 * the database, and a refresh token (a new family at login, the same family on rotation).
 */
export const startSession = async (
  app: FastifyInstance,
  db: Database,
  user: UserRow,
  family?: { id: string; expiresAt: Date },
): Promise<SessionUser> => {
  const roles = rolesOf(user);
  const [accessToken, refreshToken] = await Promise.all([
    app.tokens.signAccess(user.id, roles),
    issueRefreshToken(db, user.id, family),
  ]);
  return {
    user_id: user.id,
    name: fullName(user),
    email: user.email,
    ...roles,
    accessToken,
    refreshToken,
  };
};
