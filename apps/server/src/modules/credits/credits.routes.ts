import {
  API_PATHS,
  creditBalanceReply,
  creditBalanceSchema,
  creditListReply,
  creditListSchema,
  voucherInsertSchema,
  voucherListReply,
  voucherListSchema,
  voucherRedeemReply,
  voucherRedeemSchema,
  voucherReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { rateLimited } from '../accounts/index.js';
import { CREDIT_MESSAGES as M } from './credits.messages.js';
import { creditBalance, creditEntries } from './credits.service.js';
import { issueVoucher, redeemVoucher, voucherPage } from './vouchers.service.js';

/** Balance, entries and vouchers (docs/rules/credits.md). */
export const creditsRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['credits']);
  const listRoute = pageRoutes(route);
  const db = app.database.db;
  // Guessing codes: counted per account and per address, in the accounts' shared store.
  const redeemLimit = rateLimited(app, 'voucher', {});

  route(
    API_PATHS.credits.balance,
    {
      access: 'user',
      summary: 'The credit balance of your account or your company',
      body: creditBalanceSchema,
      reply: creditBalanceReply,
    },
    async (request) =>
      ok(M.balance, {
        credits: valueOrHttpError(await creditBalance(db, userOf(request), request.body.account)),
      }),
  );

  listRoute(
    API_PATHS.credits.list,
    {
      access: 'user',
      summary: "Your account's ledger entries (a company's: its owners and admins), newest first",
      body: creditListSchema,
      reply: creditListReply,
      key: 'credits',
      message: M.listed,
    },
    (request) => creditEntries(db, userOf(request), request.body),
  );

  route(
    API_PATHS.voucher.insert,
    {
      access: ['admin'],
      summary: 'Issue a voucher code (admins)',
      body: voucherInsertSchema,
      reply: voucherReply,
    },
    async (request) =>
      ok(M.voucherIssued, {
        voucher: valueOrHttpError(await issueVoucher(db, userOf(request), request.body)),
      }),
  );

  listRoute(
    API_PATHS.voucher.list,
    {
      access: ['admin'],
      summary: 'Issued vouchers, newest first (admins)',
      body: voucherListSchema,
      reply: voucherListReply,
      key: 'voucher',
      message: M.vouchersListed,
    },
    (request) => voucherPage(db, userOf(request), request.body),
  );

  route(
    API_PATHS.voucher.redeem,
    {
      access: 'user',
      preHandler: redeemLimit,
      summary: 'Redeem a voucher code for your account or your company',
      body: voucherRedeemSchema,
      reply: voucherRedeemReply,
    },
    async (request) => {
      const redeemed = valueOrHttpError(await redeemVoucher(db, userOf(request), request.body));
      return ok(M.redeemed(redeemed.credits), { credits: redeemed.balance });
    },
  );
};
