import {
  API_PATHS,
  proposalIdSchema,
  proposalInsertSchema,
  proposalListReply,
  proposalListSchema,
  proposalReply,
  proposalRequestsSchema,
  quoteRequestListReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { acceptProposal, rejectProposal } from './proposal-decision.service.js';
import { PROPOSAL_MESSAGES as M } from './proposals.messages.js';
import { proposalsOfRequest, sendProposal, withdrawProposal } from './proposals.service.js';
import { requestsForQuotes } from './quote-requests.service.js';

/** Proposals on requests priced on quote (docs/rules/proposals.md). */
export const proposalsRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['proposal']);
  const listRoute = pageRoutes(route);
  const db = app.database.db;
  const one = { reply: proposalReply, body: proposalIdSchema };

  route(
    API_PATHS.proposal.insert,
    {
      access: ['partner'],
      summary: "Offer a price and delivery time on a request awaiting quotes (a firm's partners)",
      body: proposalInsertSchema,
      reply: proposalReply,
    },
    async (request) =>
      ok(M.sent, {
        proposal: valueOrHttpError(await sendProposal(db, userOf(request), request.body)),
      }),
  );
  route(
    API_PATHS.proposal.withdraw,
    { ...one, access: ['partner'], summary: "Withdraw your firm's open proposal" },
    async (request) =>
      ok(M.withdrawn, {
        proposal: valueOrHttpError(
          await withdrawProposal(db, userOf(request), request.body.proposal_id),
        ),
      }),
  );
  route(
    API_PATHS.proposal.accept,
    {
      ...one,
      access: 'user',
      summary: 'Accept a proposal: its price is held and the request goes to that firm',
    },
    async (request) =>
      ok(M.accepted, {
        proposal: valueOrHttpError(
          await acceptProposal(db, userOf(request), request.body.proposal_id),
        ),
      }),
  );
  route(
    API_PATHS.proposal.reject,
    { ...one, access: 'user', summary: 'Reject a proposal' },
    async (request) =>
      ok(M.rejected, {
        proposal: valueOrHttpError(
          await rejectProposal(db, userOf(request), request.body.proposal_id),
        ),
      }),
  );
  route(
    API_PATHS.proposal.list,
    {
      access: 'user',
      summary: "A request's proposals (a partner sees their own firm's)",
      body: proposalListSchema,
      reply: proposalListReply,
    },
    async (request) => {
      const proposals = valueOrHttpError(
        await proposalsOfRequest(db, userOf(request), request.body.incident_id),
      );
      return ok(M.listed, { proposal: proposals, total: proposals.length });
    },
  );
  listRoute(
    API_PATHS.proposal.requests,
    {
      access: 'user',
      summary: 'Requests priced on quote: yours with their proposals, or those your firm may quote',
      body: proposalRequestsSchema,
      reply: quoteRequestListReply,
      key: 'request',
      message: M.requestsListed,
    },
    (request) => requestsForQuotes(db, userOf(request), request.body),
  );
};
