import { SESSION_MESSAGES, type UserSession } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { failure, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { listLiveSessions, revokeUserSession } from './user-sessions.repository.js';
import { inTransaction } from '../../db/transaction.js';

/** The caller's live sessions; the one its token belongs to is `current` ("this device"). */
export const listSessions = async (db: Database, caller: UserCaller): Promise<UserSession[]> =>
  (await listLiveSessions(db, caller.userId)).map((row) => ({
    session_id: row.id,
    device: row.device,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === caller.sessionId,
  }));

/**
 * Ends one of the caller's sessions: its refresh family at once, its access tokens within the
 * session guard's second on every server. Someone else's session reads as not found. Audited.
 */
export const revokeSession = async (
  db: Database,
  caller: UserCaller,
  sessionId: string,
): Promise<Result<void>> => {
  const revoked = await inTransaction(db, async (tx) => {
    if (!(await revokeUserSession(tx, caller.userId, sessionId))) return false;
    await recordAudit(tx, callerActor(caller), {
      action: 'auth.session_revoke',
      target: { kind: 'session', id: sessionId },
      detail: { current: sessionId === caller.sessionId },
    });
    return true;
  });
  return revoked ? success(undefined) : failure('not-found', SESSION_MESSAGES.notFound);
};
