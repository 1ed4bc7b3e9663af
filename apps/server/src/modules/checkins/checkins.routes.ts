import {
  CHECKIN_PATHS,
  checkinIdSchema,
  checkinInsertSchema,
  checkinListReply,
  checkinListSchema,
  checkinReply,
  checkinRespondReply,
  checkinRespondSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postDownloads, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { checkinCsv } from './checkin-csv.js';
import { respondToCheckin } from './checkin-respond.service.js';
import { CHECKIN_TEXTS as M } from './checkins.messages.js';
import {
  checkinBoardOf,
  checkinsOf,
  closeCheckinOf,
  exportCheckin,
  startCheckin,
} from './checkins.service.js';

/** A few answers a minute per address is plenty for a person; this stops token guessing. */
const RESPOND_LIMIT = { max: 30, timeWindow: '1 minute' };

/** "Are you safe?" check-ins (docs/rules/checkins.md). */
export const checkinRoutes =
  ({ reminderMinutes }: { reminderMinutes: number }) =>
  async (app: FastifyInstance) => {
    const route = postRoutes(app, ['checkin']);
    const listRoute = pageRoutes(route);
    const download = postDownloads(app, ['checkin']);
    const db = app.database.db;
    const paths = CHECKIN_PATHS;
    const deps = {
      signCheckin: app.tokens.signCheckin,
      publicUrl: app.publicUrl,
      reminderMinutes,
    };

    route(
      paths.insert,
      {
        access: 'user',
        summary:
          'Start a check-in: mail "Are you safe?" to travellers in a country, near an event, or chosen',
        body: checkinInsertSchema,
        reply: checkinReply,
      },
      async (request) => {
        const checkin = valueOrHttpError(
          await startCheckin(db, userOf(request), request.body, deps),
        );
        app.mailer.kick();
        return ok(M.started(checkin.counts.total), { checkin });
      },
    );
    route(
      paths.get,
      {
        access: 'user',
        summary: 'A check-in and every answer (the live board)',
        body: checkinIdSchema,
        reply: checkinReply,
      },
      async (request) => {
        const checkin = await checkinBoardOf(db, userOf(request), request.body.checkin_id);
        return ok(M.read, { checkin: valueOrHttpError(checkin) });
      },
    );
    listRoute(
      paths.list,
      {
        access: 'user',
        summary: "The caller's check-ins, newest first",
        body: checkinListSchema,
        reply: checkinListReply,
        key: 'checkin',
        message: M.listed,
      },
      (request) => checkinsOf(db, userOf(request), request.body),
    );
    route(
      paths.close,
      {
        access: 'user',
        summary: 'Close a check-in: no more answers or reminders',
        body: checkinIdSchema,
        reply: checkinReply,
      },
      async (request) => {
        const checkin = await closeCheckinOf(db, userOf(request), request.body.checkin_id);
        return ok(M.closed, { checkin: valueOrHttpError(checkin) });
      },
    );
    download(
      paths.export,
      {
        access: 'user',
        summary: "A check-in's answers as a CSV file (text/csv)",
        body: checkinIdSchema,
      },
      async (request) => {
        const found = valueOrHttpError(
          await exportCheckin(db, userOf(request), request.body.checkin_id),
        );
        const day = found.checkin.created_at.slice(0, 10);
        return {
          filename: `check-in-${day}.csv`,
          type: 'text/csv; charset=utf-8',
          body: checkinCsv(found.recipients),
        };
      },
    );
    route(
      paths.respond,
      {
        access: 'anonymous',
        rateLimit: RESPOND_LIMIT,
        summary: "A traveller's answer through the mailed link (signed token, no login)",
        body: checkinRespondSchema,
        reply: checkinRespondReply,
      },
      async (request) => {
        const answered = valueOrHttpError(
          await respondToCheckin(db, request.body, {
            verifyCheckin: app.tokens.verifyCheckin,
            ip: request.ip,
          }),
        );
        const message = answered.changed ? M.recorded : M.unchanged;
        return ok(message, { checkin: answered.response });
      },
    );
  };
