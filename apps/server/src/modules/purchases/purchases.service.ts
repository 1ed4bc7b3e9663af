import {
  PAGE,
  PURCHASE_TEXTS as T,
  type CreditAccountChoice,
  type Currency,
  type Invoice,
  type PricedPack,
  type RateInfo,
} from '@georisk/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
import {
  accountOf,
  callerAccount,
  ensureAccount,
  PLATFORM,
  postTransaction,
} from '../credits/index.js';
import { membershipOf } from '../companies/index.js';
import {
  insertInvoice,
  insertPack,
  invoiceById,
  listInvoices,
  listPacks,
  lockInvoice,
  nextInvoiceSeq,
  packOnSale,
  setPaid,
  updatePack,
  type PackValues,
} from './purchases.repository.js';
import { currentRates, rateOf, type RatesOptions } from './rates.js';

const sales = (caller: UserCaller) => authorize(caller, 'manageSales', { kind: 'credits' });

export const adminPacks = async (db: Database, caller: UserCaller) => {
  const allowed = sales(caller);
  if (!allowed.ok) return allowed;
  return success(await listPacks(db, false));
};

export const savePack = async (
  db: Database,
  caller: UserCaller,
  values: PackValues & { pack_id?: string },
) => {
  const allowed = sales(caller);
  if (!allowed.ok) return allowed;
  return transactionResult(db, async (tx) => {
    const pack = values.pack_id
      ? await updatePack(tx, values.pack_id, values)
      : await insertPack(tx, values);
    if (!pack) return failure('not-found', T.packUnknown);
    await recordAudit(tx, callerActor(caller), {
      action: values.pack_id ? 'pack.update' : 'pack.create',
      target: { kind: 'pack', id: pack.pack_id },
      detail: {
        name: pack.name,
        credits: pack.credits,
        price_eur: pack.price_eur,
        is_active: pack.is_active,
      },
    });
    return success(pack);
  });
};

/** Active packs, each also priced in `currency` at the day's reference rate. */
export const packsForSale = async (
  db: Database,
  rates: RatesOptions,
  currency: Currency,
): Promise<{ packs: PricedPack[]; rate: RateInfo }> => {
  const [packs, current] = await Promise.all([listPacks(db, true), currentRates(db, rates)]);
  const rate = rateOf(current, currency);
  return {
    packs: packs.map((pack) => ({
      ...pack,
      price_local: rate.rate === null ? null : Math.round(pack.price_eur * rate.rate),
    })),
    rate,
  };
};

/**
 * Opens an invoice for a pack, numbered GR-<year>-<6 digits> without gaps, with the buyer's
 * details as they are now. The company's owners and admins buy for the company by default.
 */
export const openInvoice = async (
  db: Database,
  caller: UserCaller,
  input: { pack_id: string; account?: CreditAccountChoice },
): Promise<Result<Invoice>> => {
  const found = await callerAccount(db, caller, input.account, 'manageCompanyCredits');
  if (!found.ok) return found;
  const { payer, company } = found.value;
  const pack = await packOnSale(db, input.pack_id);
  if (!pack) return failure('not-found', T.packUnknown);
  const [buyer] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!buyer) return failure('not-found', T.invoiceUnknown);
  return transactionResult(db, async (tx) => {
    const year = new Date().getUTCFullYear();
    const seq = await nextInvoiceSeq(tx, year);
    const invoice = await insertInvoice(tx, {
      number: `GR-${year}-${String(seq).padStart(6, '0')}`,
      year,
      seq,
      account: accountOf(payer),
      userId: caller.userId,
      companyId: payer.companyId,
      packId: pack.id,
      packName: pack.name,
      credits: pack.credits,
      priceEurCents: pack.priceEurCents,
      buyerName: `${buyer.first} ${buyer.last}`.trim(),
      buyerEmail: buyer.email,
      buyerCompany: company?.name ?? '',
    });
    await recordAudit(tx, callerActor(caller), {
      action: 'invoice.open',
      target: { kind: 'invoice', id: invoice.invoice_id },
      companyId: payer.companyId,
      detail: { number: invoice.number, credits: pack.credits, price_eur: pack.priceEurCents },
    });
    return success(invoice);
  });
};

/** The caller's invoices and, for a company's owners and admins, the company's. */
export const myInvoices = async (
  db: Database,
  caller: UserCaller,
  page: { limit?: number; offset?: number },
) => {
  const membership = await membershipOf(db, caller.userId);
  const manager = membership && (membership.role === 'owner' || membership.role === 'admin');
  return listInvoices(
    db,
    { mine: { userId: caller.userId, companyId: manager ? membership.companyId : null } },
    { limit: page.limit ?? PAGE.defaultLimit, offset: page.offset ?? 0 },
  );
};

export const allInvoices = async (
  db: Database,
  caller: UserCaller,
  filter: { status?: string; limit?: number; offset?: number },
) => {
  const allowed = sales(caller);
  if (!allowed.ok) return allowed;
  return success(
    await listInvoices(
      db,
      { status: filter.status },
      { limit: filter.limit ?? PAGE.defaultLimit, offset: filter.offset ?? 0 },
    ),
  );
};

/** One invoice, for its buyer, its company's owners and admins, and platform admins. */
export const invoiceFor = async (
  db: Database,
  caller: UserCaller,
  invoiceId: string,
): Promise<Result<Invoice>> => {
  const row = await invoiceById(db, invoiceId);
  if (!row) return failure('not-found', T.invoiceUnknown);
  const membership = await membershipOf(db, caller.userId);
  const allowed = authorize(caller, 'readInvoice', {
    kind: 'credits',
    membership,
    buyerId: row.userId,
    companyId: row.companyId,
  });
  if (!allowed.ok) return allowed;
  const { userId: _user, companyId: _company, ...invoice } = row;
  return success(invoice);
};

/**
 * A platform admin marks an open invoice paid: the purchase's ledger transaction (the pack's
 * credits to the buyer's account, from platform:sales) in the same database transaction, once.
 * The invoice row is locked, so of two calls at once the second sees `paid` and gets 409.
 */
export const markInvoicePaid = async (
  db: Database,
  caller: UserCaller,
  invoiceId: string,
): Promise<Result<Invoice>> => {
  const allowed = sales(caller);
  if (!allowed.ok) return allowed;
  return transactionResult(db, async (tx) => {
    const locked = await lockInvoice(tx, invoiceId);
    if (!locked) return failure('not-found', T.invoiceUnknown);
    if (locked.status === 'paid') return failure('conflict', T.alreadyPaid);
    const userId = locked.account.startsWith('customer:') ? locked.account.slice(9) : caller.userId;
    const account = await ensureAccount(tx, { userId, companyId: locked.companyId });
    await postTransaction(tx, 'purchase', invoiceId, [
      { account, amount: locked.credits },
      { account: PLATFORM.sales, amount: -locked.credits },
    ]);
    const invoice = await setPaid(tx, invoiceId, caller.userId);
    await recordAudit(tx, callerActor(caller), {
      action: 'invoice.paid',
      target: { kind: 'invoice', id: invoiceId },
      companyId: locked.companyId,
      detail: { number: locked.number, credits: locked.credits, account },
    });
    return success(invoice);
  });
};
