import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoSql } from '../../db/dates.js';
import { partnerFirmBank } from '../../db/schema.js';

export interface SealedBank {
  holder: string;
  ibanSealed: string;
  bicSealed: string;
}

export const readBank = async (db: Database, firmId: string) => {
  const [row] = await db
    .select({
      holder: partnerFirmBank.holder,
      ibanSealed: partnerFirmBank.ibanSealed,
      bicSealed: partnerFirmBank.bicSealed,
      updatedAt: isoSql(partnerFirmBank.updatedAt),
    })
    .from(partnerFirmBank)
    .where(eq(partnerFirmBank.firmId, firmId));
  return row ?? null;
};

export const writeBank = async (
  tx: Database,
  firmId: string,
  values: SealedBank,
  updatedBy: string,
) => {
  await tx
    .insert(partnerFirmBank)
    .values({ firmId, ...values, updatedBy })
    .onConflictDoUpdate({
      target: partnerFirmBank.firmId,
      set: { ...values, updatedBy, updatedAt: sql`now()` },
    });
};
