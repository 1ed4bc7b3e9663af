import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies, companyMembers, recoveryCodes, totpFactors } from '../../db/schema.js';
import { sha256 } from './secrets.js';

export type TotpFactorRow = typeof totpFactors.$inferSelect;

export const findTotpFactor = async (
  db: Database,
  userId: string,
): Promise<TotpFactorRow | undefined> => {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return row;
};

/** A new enrolment replaces an unconfirmed one; a confirmed factor is never overwritten. */
export const savePendingFactor = async (db: Database, userId: string, secretSealed: string) => {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed, createdAt: sql`now()`, lastStep: null },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
};

/** Confirms the pending factor it was read as (same sealed secret); false if it changed meanwhile. */
export const confirmFactor = async (
  db: Database,
  userId: string,
  secretSealed: string,
  step: number,
) => {
  const rows = await db
    .update(totpFactors)
    .set({ confirmedAt: sql`now()`, lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        eq(totpFactors.secretSealed, secretSealed),
        isNull(totpFactors.confirmedAt),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
};

/**
 * Accepts a code's time step once: only a step after the last accepted one moves it on, in one
 * statement, so two requests with the same code (or an older one) cannot both pass.
 */
export const acceptStep = async (db: Database, userId: string, step: number) => {
  const rows = await db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        isNotNull(totpFactors.confirmedAt),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
};

export const deleteTotpFactor = async (db: Database, userId: string) => {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
};

/** Recovery codes go with the account's last second factor (they stand in for a lost one). */
export const deleteRecoveryCodes = async (db: Database, userId: string) => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
};

/** Recovery codes are salted with the user id and stored as digests only. */
const codeDigest = (userId: string, code: string) => sha256(`recovery:${userId}:${code}`);

export const replaceRecoveryCodes = async (db: Database, userId: string, codes: string[]) => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: codeDigest(userId, code) })));
};

/** Uses a recovery code once: false when unknown or already used. */
export const useRecoveryCode = async (db: Database, userId: string, code: string) => {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeDigest(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
};

export const countRecoveryCodesLeft = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
};

/** Whether the user's company requires a second factor of its members. */
export const companyRequiresMfa = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ required: companies.requireMfa })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companies.isDeleted, false)))
    .limit(1);
  return row?.required ?? false;
};
