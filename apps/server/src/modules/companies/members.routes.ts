import {
  API_PATHS,
  baseReply,
  invitationSentReply,
  memberInviteSchema,
  memberLeaveSchema,
  memberListReply,
  memberListSchema,
  memberRemoveSchema,
  memberReply,
  memberSetRoleSchema,
} from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { COMPANY_TEXTS as M } from './companies.messages.js';
import { inviteMember, leaveCompany, membersOf, removeMember, setRole } from './members.service.js';

/** Each invitation mails someone, so one account cannot flood inboxes. */
const invitingLimit = {
  max: 50,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) =>
    request.caller?.kind === 'user' ? `invite:${request.caller.userId}` : request.ip,
};

/** Members of the caller's company: list, invite, change roles, remove, leave. */
export const memberRoutes = (app: FastifyInstance) => {
  const route = postRoutes(app, ['member']);
  const db = app.database.db;

  route(
    API_PATHS.member.list,
    {
      access: 'user',
      summary: "The company's members (any member) and open invitations (owners and admins)",
      body: memberListSchema,
      reply: memberListReply,
    },
    async (request) => {
      const found = await membersOf(db, userOf(request), request.body.company_id);
      const { members, invitations } = valueOrHttpError(found);
      return ok(M.listed, { member: members, total: members.length, invitations });
    },
  );

  route(
    API_PATHS.member.invite,
    {
      access: 'user',
      rateLimit: invitingLimit,
      summary: 'Mail a single-use 7-day invitation link (owners and admins)',
      body: memberInviteSchema,
      reply: invitationSentReply,
    },
    async (request) => {
      const deps = { db, publicUrl: app.publicUrl };
      const sent = await inviteMember(deps, userOf(request), request.body, { ip: request.ip });
      const invitation = valueOrHttpError(sent);
      app.mailer.kick();
      return ok(M.invited(invitation.email), { invitation });
    },
  );

  route(
    API_PATHS.member.setRole,
    {
      access: 'user',
      summary: "Change a member's role (owners and admins; owners only for owners)",
      body: memberSetRoleSchema,
      reply: memberReply,
    },
    async (request) => {
      const changed = await setRole(db, userOf(request), request.body, { ip: request.ip });
      return ok(M.roleChanged, { member: valueOrHttpError(changed) });
    },
  );

  route(
    API_PATHS.member.remove,
    {
      access: 'user',
      summary: 'Remove a member (owners and admins; owners only for owners)',
      body: memberRemoveSchema,
      reply: baseReply,
    },
    async (request) => {
      const caller = userOf(request);
      valueOrHttpError(await removeMember(db, caller, request.body.user_id, { ip: request.ip }));
      return ok(M.removed);
    },
  );

  route(
    API_PATHS.member.leave,
    {
      access: 'user',
      summary: 'Leave the company (not its last owner)',
      body: memberLeaveSchema,
      reply: baseReply,
    },
    async (request) => {
      valueOrHttpError(await leaveCompany(db, userOf(request), { ip: request.ip }));
      return ok(M.left);
    },
  );
};
