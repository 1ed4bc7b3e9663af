import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companySso, ssoAttempts, ssoDomains } from '../../db/schema.js';

export type SsoRow = typeof companySso.$inferSelect;
export type SsoValues = Omit<SsoRow, 'updatedAt'>;
export type AttemptRow = typeof ssoAttempts.$inferSelect;

export const findSso = async (db: Database, companyId: string): Promise<SsoRow | null> => {
  const [row] = await db.select().from(companySso).where(eq(companySso.companyId, companyId));
  return row ?? null;
};

export const isSsoEnforced = async (db: Database, companyId: string): Promise<boolean> => {
  const [row] = await db
    .select({ companyId: companySso.companyId })
    .from(companySso)
    .where(
      and(
        eq(companySso.companyId, companyId),
        eq(companySso.enabled, true),
        eq(companySso.enforced, true),
      ),
    );
  return row !== undefined;
};

/** The company whose enabled sign-on serves this e-mail domain, with its settings. */
export const findSsoByDomain = async (db: Database, domain: string): Promise<SsoRow | null> => {
  const [row] = await db
    .select({ sso: companySso })
    .from(ssoDomains)
    .innerJoin(companySso, eq(companySso.companyId, ssoDomains.companyId))
    .where(and(eq(ssoDomains.domain, domain), eq(companySso.enabled, true)))
    .limit(1);
  return row?.sso ?? null;
};

/** Writes the settings and the company's domains; the domains' primary key refuses a clash. */
export const saveSso = async (db: Database, values: SsoValues): Promise<SsoRow> => {
  const now = new Date();
  const [row] = await db
    .insert(companySso)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: companySso.companyId, set: { ...values, updatedAt: now } })
    .returning();
  await db.delete(ssoDomains).where(eq(ssoDomains.companyId, values.companyId));
  await db
    .insert(ssoDomains)
    .values(values.allowedDomains.map((domain) => ({ domain, companyId: values.companyId })));
  if (!row) throw new Error('sso upsert returned nothing');
  return row;
};

export const insertAttempt = async (
  db: Database,
  attempt: Pick<AttemptRow, 'companyId' | 'stateHash' | 'secretsSealed' | 'expiresAt'>,
): Promise<void> => {
  // Expired starts are of no use to anyone: each new start clears them.
  await db.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, new Date(Date.now() - 86_400_000)));
  await db.insert(ssoAttempts).values(attempt);
};

/**
 * Takes a start by its state, once: the update marks it used, so a replayed state (or two
 * callbacks racing) finds nothing the second time.
 */
export const takeAttemptByState = async (
  db: Database,
  stateHash: string,
): Promise<AttemptRow | null> => {
  const [row] = await db
    .update(ssoAttempts)
    .set({ stateUsedAt: new Date() })
    .where(
      and(
        eq(ssoAttempts.stateHash, stateHash),
        isNull(ssoAttempts.stateUsedAt),
        gt(ssoAttempts.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
};

export const setHandoff = (
  db: Database,
  attemptId: string,
  handoff: { userId: string; handoffHash: string; handoffExpiresAt: Date },
) => db.update(ssoAttempts).set(handoff).where(eq(ssoAttempts.id, attemptId));

/** Takes the one-time code the landing page exchanges, once and while it lives. */
export const takeHandoff = async (
  db: Database,
  handoffHash: string,
): Promise<AttemptRow | null> => {
  const [row] = await db
    .update(ssoAttempts)
    .set({ handoffUsedAt: new Date() })
    .where(
      and(
        eq(ssoAttempts.handoffHash, handoffHash),
        isNull(ssoAttempts.handoffUsedAt),
        gt(ssoAttempts.handoffExpiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
};
