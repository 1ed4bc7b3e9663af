import {
  DIGEST_MESSAGES as M,
  DIGEST_PATHS,
  digestSendReply,
  digestSendSchema,
  digestUnsubscribeQuery,
  digestUnsubscribeSchema,
  CODES,
} from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { linkPageRoutes, type LinkPage } from '../../http/link-page.js';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { httpError } from '../../http/result-reply.js';
import { sendDueDigests, unsubscribeDigest } from './digest.service.js';

const TAGS = ['digest'];
/** The link is guessed by nobody, but a page a bot may hammer gets a ceiling per address. */
const LINK_LIMIT = { max: 30, timeWindow: '1 minute' };

const tokenOf = (request: FastifyRequest): string | undefined => {
  const query = digestUnsubscribeQuery.safeParse(request.query ?? {});
  const body = digestUnsubscribeSchema.safeParse(request.body ?? {});
  return (
    (query.success ? query.data.token : undefined) ?? (body.success ? body.data.token : undefined)
  );
};

const REFUSED: LinkPage = { status: 400, heading: 'Unsubscribe', text: M.token };

/** Digest e-mails (docs/rules/digests.md): the admins' send-now and the one-click unsubscribe. */
export const digestRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, TAGS);
  const db = app.database.db;
  const deps = { db, publicUrl: app.publicUrl, signUnsubscribe: app.tokens.signDigestUnsubscribe };

  route(
    DIGEST_PATHS.send,
    {
      access: ['admin'],
      summary: 'Send the digests of a period that are due now, at once',
      body: digestSendSchema,
      reply: digestSendReply,
    },
    async (request) => {
      const run = await sendDueDigests(deps, request.body.period);
      if (run.sent > 0) app.mailer.kick();
      return ok(M.sent, { digest: run });
    },
  );

  await linkPageRoutes(
    app,
    DIGEST_PATHS.unsubscribe,
    {
      summary:
        'One-click unsubscribe from digest e-mails (RFC 8058): GET shows a confirm page, POST unsubscribes; the signed token is the only credential',
      rateLimit: LINK_LIMIT,
      tags: TAGS,
    },
    {
      show: async (request) => {
        const token = tokenOf(request);
        const verified = token ? await app.tokens.verifyDigestUnsubscribe(token) : null;
        return verified && 'subject' in verified
          ? {
              status: 200,
              heading: 'Unsubscribe from digest e-mails',
              text: 'Press the button to stop receiving your GeoRisk digest. You can turn it on again in your profile.',
              confirm: { button: 'Unsubscribe', fields: { 'List-Unsubscribe': 'One-Click' } },
            }
          : REFUSED;
      },
      act: async (request) => {
        const result = await unsubscribeDigest(db, tokenOf(request), {
          verify: app.tokens.verifyDigestUnsubscribe,
          ip: request.ip,
        });
        if (!result.ok) {
          const error = httpError(result);
          return {
            page: { ...REFUSED, status: error.statusCode },
            json: { success: false, code: error.code, message: result.message },
          };
        }
        const message = result.value.changed ? M.unsubscribed : M.alreadyOff;
        return {
          page: { status: 200, heading: 'Unsubscribed', text: message },
          json: { success: true, code: CODES.ok, message, digest: result.value },
        };
      },
    },
  );
};
