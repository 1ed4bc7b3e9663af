import {
  API_PATHS,
  bankDetailsSchema,
  bankGetSchema,
  bankReply,
  partnerDirectoryReply,
  partnerFirmBalanceReply,
  partnerFirmBalanceSchema,
  partnerFirmAssignSchema,
  partnerFirmInsertSchema,
  partnerFirmListReply,
  partnerFirmListSchema,
  partnerFirmReply,
  partnerFirmUnassignSchema,
  partnerFirmUpdateSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { bankDetailsOf, setBankDetails } from './bank.service.js';
import { firmBalance } from './earnings.service.js';
import { directory } from './partner-firms.repository.js';
import {
  assignPartner,
  changeFirm,
  createFirm,
  firmList,
  unassignPartner,
} from './partner-firms.service.js';
import { statementRoutes } from './statement.routes.js';

/** Partner firms (admins) and their directory (everyone signed in): docs/rules/partners.md. */
export const partnerFirmsRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['partnerFirm']);
  const db = app.database.db;
  const admin = { access: ['admin'] as ['admin'], reply: partnerFirmReply };

  route(
    API_PATHS.partnerFirm.insert,
    { ...admin, summary: 'Add a partner firm (admins)', body: partnerFirmInsertSchema },
    async (request) =>
      ok('Partner firm added', {
        partnerFirm: valueOrHttpError(await createFirm(db, userOf(request), request.body)),
      }),
  );
  route(
    API_PATHS.partnerFirm.update,
    { ...admin, summary: 'Change a partner firm (admins)', body: partnerFirmUpdateSchema },
    async (request) =>
      ok('Partner firm changed', {
        partnerFirm: valueOrHttpError(await changeFirm(db, userOf(request), request.body)),
      }),
  );
  route(
    API_PATHS.partnerFirm.assign,
    { ...admin, summary: 'Put a partner in a firm (admins)', body: partnerFirmAssignSchema },
    async (request) =>
      ok('Partner assigned', {
        partnerFirm: valueOrHttpError(await assignPartner(db, userOf(request), request.body)),
      }),
  );
  route(
    API_PATHS.partnerFirm.unassign,
    { ...admin, summary: 'Take a partner out of a firm (admins)', body: partnerFirmUnassignSchema },
    async (request) =>
      ok('Partner removed from the firm', {
        partnerFirm: valueOrHttpError(await unassignPartner(db, userOf(request), request.body)),
      }),
  );
  route(
    API_PATHS.partnerFirm.list,
    {
      access: ['admin'],
      summary: 'Partner firms with their partners (admins)',
      body: partnerFirmListSchema,
      reply: partnerFirmListReply,
    },
    async (request) => {
      const firms = valueOrHttpError(await firmList(db, userOf(request)));
      return ok('Partner firms', { partnerFirm: firms, total: firms.length });
    },
  );
  route(
    API_PATHS.partnerFirm.directory,
    {
      access: 'user',
      summary: "Partner firms' coverage, answered requests and median hours to answer",
      body: partnerFirmListSchema,
      reply: partnerDirectoryReply,
    },
    async () => {
      const firms = await directory(db);
      return ok('Partner firms', { partnerFirm: firms, total: firms.length });
    },
  );
  route(
    API_PATHS.partnerFirm.balance,
    {
      access: 'user',
      summary: "A partner firm's earnings balance (its owners and admins)",
      body: partnerFirmBalanceSchema,
      reply: partnerFirmBalanceReply,
    },
    async (request) =>
      ok('Partner firm balance', {
        partnerFirm: valueOrHttpError(
          await firmBalance(db, userOf(request), request.body.partner_firm_id),
        ),
      }),
  );
  route(
    API_PATHS.bank.get,
    {
      access: 'user',
      summary: "A partner firm's payout details: whole to its owners and admins, else masked",
      body: bankGetSchema,
      reply: bankReply,
    },
    async (request) =>
      ok('Payout details', {
        bank: valueOrHttpError(
          await bankDetailsOf(db, userOf(request), request.body.partner_firm_id),
        ),
      }),
  );
  route(
    API_PATHS.bank.update,
    {
      access: 'user',
      summary: "Set a partner firm's payout details (its owners and admins)",
      body: bankDetailsSchema,
      reply: bankReply,
    },
    async (request) =>
      ok('Payout details saved', {
        bank: valueOrHttpError(await setBankDetails(db, userOf(request), request.body)),
      }),
  );
  await statementRoutes(app);
};
