import type { CreditPack, Invoice } from '@georisk/contract';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoSql } from '../../db/dates.js';
import { creditPacks, invoiceCounters, invoices } from '../../db/schema.js';

const packColumns = {
  pack_id: creditPacks.id,
  name: creditPacks.name,
  credits: creditPacks.credits,
  price_eur: creditPacks.priceEurCents,
  is_active: creditPacks.isActive,
};

export interface PackValues {
  name: string;
  credits: number;
  price_eur: number;
  is_active: boolean;
}

const packRow = (values: PackValues) => ({
  name: values.name,
  credits: values.credits,
  priceEurCents: values.price_eur,
  isActive: values.is_active,
});

export const listPacks = async (db: Database, activeOnly: boolean): Promise<CreditPack[]> =>
  db
    .select(packColumns)
    .from(creditPacks)
    .where(
      and(
        eq(creditPacks.isDeleted, false),
        activeOnly ? eq(creditPacks.isActive, true) : undefined,
      ),
    )
    .orderBy(creditPacks.priceEurCents, creditPacks.id);

export const insertPack = async (tx: Database, values: PackValues): Promise<CreditPack> => {
  const [row] = await tx.insert(creditPacks).values(packRow(values)).returning(packColumns);
  if (!row) throw new Error('pack not inserted');
  return row;
};

export const updatePack = async (
  tx: Database,
  packId: string,
  values: PackValues,
): Promise<CreditPack | null> => {
  const [row] = await tx
    .update(creditPacks)
    .set({ ...packRow(values), updatedAt: sql`now()` })
    .where(and(eq(creditPacks.id, packId), eq(creditPacks.isDeleted, false)))
    .returning(packColumns);
  return row ?? null;
};

export const packOnSale = async (db: Database, packId: string) => {
  const [row] = await db
    .select({
      id: creditPacks.id,
      name: creditPacks.name,
      credits: creditPacks.credits,
      priceEurCents: creditPacks.priceEurCents,
    })
    .from(creditPacks)
    .where(
      and(
        eq(creditPacks.id, packId),
        eq(creditPacks.isDeleted, false),
        eq(creditPacks.isActive, true),
      ),
    );
  return row ?? null;
};

/**
 * The year's next invoice number. The counter's row stays locked until the invoice's transaction
 * ends, and rolls back with it: numbers have no gaps and no duplicates.
 */
export const nextInvoiceSeq = async (tx: Database, year: number): Promise<number> => {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter not advanced');
  return row.last;
};

const invoiceColumns = {
  invoice_id: invoices.id,
  number: invoices.number,
  status: sql<Invoice['status']>`${invoices.status}`,
  account: sql<
    Invoice['account']
  >`case when ${invoices.companyId} is null then 'personal' else 'company' end`,
  pack_name: invoices.packName,
  credits: invoices.credits,
  price_eur: invoices.priceEurCents,
  buyer_name: invoices.buyerName,
  buyer_email: invoices.buyerEmail,
  buyer_company: invoices.buyerCompany,
  created_at: isoSql(invoices.createdAt),
  paid_at: sql<
    string | null
  >`to_char(${invoices.paidAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

export type NewInvoice = typeof invoices.$inferInsert;

export const insertInvoice = async (tx: Database, values: NewInvoice): Promise<Invoice> => {
  const [row] = await tx.insert(invoices).values(values).returning(invoiceColumns);
  if (!row) throw new Error('invoice not inserted');
  return row;
};

export const invoiceById = async (db: Database, invoiceId: string) => {
  const [row] = await db
    .select({ ...invoiceColumns, userId: invoices.userId, companyId: invoices.companyId })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.isDeleted, false)));
  return row ?? null;
};

/** The invoice's row locked until commit: two markPaid calls run one after the other. */
export const lockInvoice = async (tx: Database, invoiceId: string) => {
  const [row] = await tx
    .select({
      status: invoices.status,
      account: invoices.account,
      credits: invoices.credits,
      companyId: invoices.companyId,
      number: invoices.number,
    })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.isDeleted, false)))
    .for('update');
  return row ?? null;
};

export const setPaid = async (
  tx: Database,
  invoiceId: string,
  paidBy: string,
): Promise<Invoice> => {
  const [row] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: sql`now()`, paidBy, updatedAt: sql`now()` })
    .where(eq(invoices.id, invoiceId))
    .returning(invoiceColumns);
  if (!row) throw new Error('invoice not updated');
  return row;
};

export const listInvoices = async (
  db: Database,
  filter: { mine?: { userId: string; companyId: string | null }; status?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: Invoice[]; total: number }> => {
  const conditions: (SQL | undefined)[] = [eq(invoices.isDeleted, false)];
  if (filter.mine) {
    conditions.push(
      or(
        eq(invoices.userId, filter.mine.userId),
        filter.mine.companyId ? eq(invoices.companyId, filter.mine.companyId) : undefined,
      ),
    );
  }
  if (filter.status) conditions.push(eq(invoices.status, filter.status));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(invoiceColumns)
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
};
