import type { SessionUser } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { Roles } from '../../domain/caller.js';
import { deviceOf } from './device.js';
import { issueRefreshToken, REFRESH_FAMILY_TTL_MS } from './refresh-tokens.repository.js';
import { insertUserSession } from './user-sessions.repository.js';
import { fullName, rolesOf, type UserRow } from './user-rows.js';

/** Signs an access token (the tokens plugin's signAccess): the service knows no Fastify. */
export type SignAccess = (
  userId: string,
  roles: Roles,
  sessionVersion: number,
  sessionId: string,
) => Promise<string>;

/** Where a login comes from: the address and the User-Agent the session list shows. */
export interface LoginOrigin {
  ip: string | null;
  userAgent?: string | undefined;
}

/**
 * The login state the client keeps: an access token carrying the roles read now from the
 * database and its session's id, and a refresh token (a new session and family at login, the
 * same family on rotation).
 */
export const startSession = async (
  signAccess: SignAccess,
  db: Database,
  user: UserRow,
  origin: LoginOrigin | { id: string; expiresAt: Date },
): Promise<SessionUser> => {
  const family =
    'id' in origin
      ? origin
      : await insertUserSession(db, {
          userId: user.id,
          device: deviceOf(origin.userAgent),
          ip: origin.ip,
          expiresAt: new Date(Date.now() + REFRESH_FAMILY_TTL_MS),
        });
  const roles = rolesOf(user);
  const [accessToken, refreshToken] = await Promise.all([
    signAccess(user.id, roles, user.sessionVersion, family.id),
    issueRefreshToken(db, user.id, { id: family.id, expiresAt: family.expiresAt }),
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
