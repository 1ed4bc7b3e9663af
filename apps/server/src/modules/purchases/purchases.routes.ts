import {
  API_PATHS,
  invoiceIdSchema,
  invoiceListReply,
  invoiceListSchema,
  invoiceReply,
  packInsertSchema,
  packListReply,
  packListSchema,
  packReply,
  packUpdateSchema,
  purchaseInsertSchema,
  purchaseListSchema,
  purchasePacksReply,
  purchasePacksSchema,
  purchaseReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import {
  adminPacks,
  allInvoices,
  markInvoicePaid,
  myInvoices,
  openInvoice,
  packsForSale,
  savePack,
} from './purchases.service.js';
import type { PaymentProvider } from './payment-provider.js';
import type { RatesOptions } from './rates.js';

/** The reference rates' feed and the PAYMENT_PROVIDER purchases are paid through. */
export interface PurchasesOptions extends RatesOptions {
  payment: PaymentProvider;
}

const M = {
  packs: 'Credit packs',
  packSaved: 'Credit pack saved',
  invoiceOpened: 'Invoice issued',
  invoices: 'Invoices',
  paid: 'Invoice marked paid: credits added',
} as const;

/** Credit packs, reference rates and invoices (docs/rules/purchases.md). */
export const purchasesRoutes = (options: PurchasesOptions) => async (app: FastifyInstance) => {
  const { payment, ...rates } = options;
  const route = postRoutes(app, ['purchases']);
  const listRoute = pageRoutes(route);
  const db = app.database.db;

  route(
    API_PATHS.pack.list,
    {
      access: ['admin'],
      summary: 'Every credit pack, on sale or not (admins)',
      body: packListSchema,
      reply: packListReply,
    },
    async (request) => {
      const packs = valueOrHttpError(await adminPacks(db, userOf(request)));
      return ok(M.packs, { pack: packs, total: packs.length });
    },
  );
  route(
    API_PATHS.pack.insert,
    {
      access: ['admin'],
      summary: 'Add a credit pack (admins)',
      body: packInsertSchema,
      reply: packReply,
    },
    async (request) =>
      ok(M.packSaved, {
        pack: valueOrHttpError(await savePack(db, userOf(request), request.body)),
      }),
  );
  route(
    API_PATHS.pack.update,
    {
      access: ['admin'],
      summary: 'Change a credit pack (admins)',
      body: packUpdateSchema,
      reply: packReply,
    },
    async (request) =>
      ok(M.packSaved, {
        pack: valueOrHttpError(await savePack(db, userOf(request), request.body)),
      }),
  );
  route(
    API_PATHS.purchase.packs,
    {
      access: 'user',
      summary: 'Credit packs on sale, priced in EUR and in a currency at the day’s reference rate',
      body: purchasePacksSchema,
      reply: purchasePacksReply,
    },
    async (request) => {
      const priced = await packsForSale(db, rates, request.body.currency ?? 'USD');
      return ok(M.packs, { packs: priced.packs, total: priced.packs.length, rate: priced.rate });
    },
  );
  route(
    API_PATHS.purchase.insert,
    {
      access: 'user',
      summary: 'Buy a credit pack: the invoice is issued open, with how to pay it',
      body: purchaseInsertSchema,
      reply: purchaseReply,
    },
    async (request) => {
      const invoice = valueOrHttpError(await openInvoice(db, userOf(request), request.body));
      return ok(M.invoiceOpened, { invoice, payment: await payment.startPayment(invoice) });
    },
  );
  listRoute(
    API_PATHS.purchase.list,
    {
      access: 'user',
      summary: "Your invoices (a company's owners and admins: the company's too), newest first",
      body: purchaseListSchema,
      reply: invoiceListReply,
      key: 'invoice',
      message: M.invoices,
    },
    (request) => myInvoices(db, userOf(request), request.body),
  );
  listRoute(
    API_PATHS.invoice.list,
    {
      access: ['admin'],
      summary: 'Every invoice, newest first, optionally open or paid only (admins)',
      body: invoiceListSchema,
      reply: invoiceListReply,
      key: 'invoice',
      message: M.invoices,
    },
    (request) => allInvoices(db, userOf(request), request.body),
  );
  route(
    API_PATHS.invoice.markPaid,
    {
      access: ['admin'],
      summary: 'Mark an open invoice paid: its credits arrive (admins; a second time is 409)',
      body: invoiceIdSchema,
      reply: invoiceReply,
    },
    async (request) =>
      ok(M.paid, {
        invoice: valueOrHttpError(
          await markInvoicePaid(db, userOf(request), request.body.invoice_id),
        ),
      }),
  );
};
