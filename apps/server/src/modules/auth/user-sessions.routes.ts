import {
  SECURITY_PATHS,
  baseReply,
  SESSION_MESSAGES,
  sessionListReply,
  sessionListSchema,
  sessionRevokeSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { listSessions, revokeSession } from '../accounts/index.js';

/** The caller's sessions on the profile: list and revoke (docs/rules/accounts.md, "Sessions"). */
export const userSessionRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['session']);
  const db = app.database.db;

  route(
    SECURITY_PATHS.session.list,
    {
      access: 'user',
      summary: "The caller's live sessions, this one marked current",
      body: sessionListSchema,
      reply: sessionListReply,
    },
    async (request) => {
      const sessions = await listSessions(db, userOf(request));
      return ok(SESSION_MESSAGES.listed, { sessions, total: sessions.length });
    },
  );

  route(
    SECURITY_PATHS.session.revoke,
    {
      access: 'user',
      summary:
        "End one of the caller's sessions: its refresh token now, its access tokens within 1 s",
      body: sessionRevokeSchema,
      reply: baseReply,
    },
    async (request) => {
      valueOrHttpError(await revokeSession(db, userOf(request), request.body.session_id));
      app.sessions.forgetSession(request.body.session_id);
      return ok(SESSION_MESSAGES.revoked);
    },
  );
};
