import {
  API_PATHS,
  companyReply,
  invitationAcceptSchema,
  invitationGetSchema,
  invitationReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { unauthorized } from '../../http/errors.js';
import { COMPANY_TEXTS as M } from './companies.messages.js';
import { acceptInvitation, invitationFor } from './invitations.service.js';

/** The mailed link: read by its holder, accepted by the invited account or a sign-up through it. */
export const invitationRoutes = (app: FastifyInstance) => {
  const route = postRoutes(app, ['invitation']);
  const db = app.database.db;

  route(
    API_PATHS.invitation.get,
    {
      access: 'anonymous',
      summary: 'Which company invites which address (any token holding the link)',
      body: invitationGetSchema,
      reply: invitationReply,
    },
    async (request) =>
      ok(M.invitation, {
        invitation: valueOrHttpError(await invitationFor(db, request.body.token)),
      }),
  );

  route(
    API_PATHS.invitation.accept,
    {
      access: 'anonymous',
      summary:
        'Join the company: logged in as the invited address, or signing up through the link (active at once)',
      body: invitationAcceptSchema,
      reply: companyReply,
    },
    async (request) => {
      if (!request.caller) throw unauthorized();
      const joined = await acceptInvitation(db, request.caller, request.body, { ip: request.ip });
      const company = valueOrHttpError(joined);
      return ok(M.joined(company.name), { company });
    },
  );
};
