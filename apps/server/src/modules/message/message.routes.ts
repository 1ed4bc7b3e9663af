import {
  API_PATHS,
  baseReply,
  messageInsertSchema,
  messageListReply,
  messageListSchema,
  messageReadSchema,
  messageReply,
} from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { MESSAGE_MESSAGES as M } from './message.messages.js';
import { messagesOf, postMessage, readMessages } from './message.service.js';

/** Each message mails the other side, so one account cannot flood an inbox. */
const MESSAGES_PER_MINUTE = 20;
const postingLimit = {
  max: MESSAGES_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.caller?.kind === 'user' ? `message:${request.caller.userId}` : request.ip,
};

/** The conversation on a request (docs/rules/incidents.md#workflow). */
export const messageRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['message']);
  const db = app.database.db;
  const deps = { db, mailer: app.mailer, publicUrl: app.publicUrl };

  route(
    API_PATHS.message.insert,
    {
      access: 'user',
      scope: 'write:requests',
      rateLimit: postingLimit,
      summary: 'Write on a request (its owner, partners, admins; 20 a minute per account)',
      body: messageInsertSchema,
      reply: messageReply,
    },
    async (request) =>
      ok(M.inserted, {
        message: valueOrHttpError(await postMessage(deps, userOf(request), request.body)),
      }),
  );

  route(
    API_PATHS.message.list,
    {
      access: 'user',
      scope: 'read:requests',
      summary:
        "A page of a request's conversation, oldest first within the page (its owner, partners, admins)",
      body: messageListSchema,
      reply: messageListReply,
    },
    async (request) => {
      const page = valueOrHttpError(await messagesOf(db, userOf(request), request.body));
      return ok(M.listed, { message: page.messages, total: page.total, offset: page.offset });
    },
  );

  route(
    API_PATHS.message.read,
    {
      access: 'user',
      summary: 'The reader has seen the conversation (clears the unread mark and message notices)',
      body: messageReadSchema,
      reply: baseReply,
    },
    async (request) => {
      valueOrHttpError(await readMessages(db, userOf(request), request.body.incident_id));
      return ok(M.read);
    },
  );
};
