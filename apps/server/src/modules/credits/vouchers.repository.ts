import type { Voucher } from '@georisk/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoSql, reached } from '../../db/dates.js';
import { ledgerEntries, vouchers } from '../../db/schema.js';

const columns = {
  voucher_id: vouchers.id,
  code_hint: vouchers.codeHint,
  credits: vouchers.credits,
  max_uses: vouchers.maxUses,
  uses: vouchers.uses,
  expires_at: isoSql(vouchers.expiresAt),
  note: vouchers.note,
  created_at: isoSql(vouchers.createdAt),
};

export interface NewVoucher {
  codeHash: string;
  codeHint: string;
  credits: number;
  maxUses: number;
  expiresAt: Date;
  note: string;
  createdBy: string;
}

export const insertVoucher = async (tx: Database, values: NewVoucher): Promise<Voucher> => {
  const [row] = await tx.insert(vouchers).values(values).returning(columns);
  if (!row) throw new Error('voucher not inserted');
  return row;
};

export const listVouchers = async (db: Database, page: { limit: number; offset: number }) => {
  const live = eq(vouchers.isDeleted, false);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(vouchers)
      .where(live)
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(vouchers).where(live),
  ]);
  return { rows, total: counted?.n ?? 0 };
};

/** The voucher of a code, its row locked until commit (null: no such code). */
export const lockVoucherByHash = async (tx: Database, codeHash: string) => {
  const [row] = await tx
    .select({
      id: vouchers.id,
      credits: vouchers.credits,
      maxUses: vouchers.maxUses,
      uses: vouchers.uses,
      expired: reached(vouchers.expiresAt),
    })
    .from(vouchers)
    .where(and(eq(vouchers.codeHash, codeHash), eq(vouchers.isDeleted, false)))
    .for('update');
  return row ?? null;
};

export const countUse = async (tx: Database, voucherId: string) => {
  await tx
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1`, updatedAt: sql`now()` })
    .where(eq(vouchers.id, voucherId));
};

/** Whether this account already redeemed this voucher. */
export const redeemedBy = async (db: Database, voucherId: string, account: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'voucher'),
        eq(ledgerEntries.ref, voucherId),
        eq(ledgerEntries.account, account),
      ),
    );
  return (row?.n ?? 0) > 0;
};
