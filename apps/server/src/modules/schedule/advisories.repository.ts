import type { Advisory, AdvisoryValues, RiskLevel } from '@georisk/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { advisories, companyTripSettings } from '../../db/schema.js';
import { searchPage, type Paging } from '../../db/search.js';

type AdvisoryRow = typeof advisories.$inferSelect;

const toAdvisory = (row: AdvisoryRow): Advisory => ({
  advisory_id: row.id,
  country: row.country,
  text: row.text,
  override_level: (row.overrideLevel as RiskLevel | null) ?? null,
  emergency_contacts: row.emergencyContacts,
  company_id: row.companyId,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

const liveOf = (companyId: string, country: string) =>
  and(
    eq(advisories.companyId, companyId),
    eq(advisories.country, country),
    eq(advisories.isDeleted, false),
  );

export const findAdvisory = async (db: Database, companyId: string, country: string) => {
  const [row] = await db.select().from(advisories).where(liveOf(companyId, country)).limit(1);
  return row ? toAdvisory(row) : null;
};

/** The company's live advisories for these countries, by country. */
export const advisoriesFor = async (db: Database, companyId: string, countries: string[]) => {
  if (countries.length === 0) return new Map<string, Advisory>();
  const rows = await db
    .select()
    .from(advisories)
    .where(
      and(
        eq(advisories.companyId, companyId),
        inArray(advisories.country, countries),
        eq(advisories.isDeleted, false),
      ),
    );
  return new Map(rows.map((row) => [row.country, toAdvisory(row)]));
};

/** Writes the company's one advisory for the country (the live row, or a new one). */
export const upsertAdvisory = async (db: Database, companyId: string, values: AdvisoryValues) => {
  const columns = {
    text: values.text,
    overrideLevel: values.override_level ?? null,
    emergencyContacts: values.emergency_contacts ?? '',
  };
  const [row] = await db
    .insert(advisories)
    .values({ companyId, country: values.country, ...columns })
    .onConflictDoUpdate({
      target: [advisories.companyId, advisories.country],
      targetWhere: eq(advisories.isDeleted, false),
      set: { ...columns, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('advisory upsert returned nothing');
  return toAdvisory(row);
};

export const removeAdvisory = async (db: Database, companyId: string, country: string) => {
  const [row] = await db
    .update(advisories)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(liveOf(companyId, country))
    .returning();
  return row ? toAdvisory(row) : null;
};

export const listAdvisories = (db: Database, companyId: string, filter: Paging) => {
  const where = and(eq(advisories.companyId, companyId), eq(advisories.isDeleted, false));
  return searchPage(
    { counting: db.select({ n: count() }).from(advisories).where(where), paging: filter },
    (total, page) =>
      db
        .select({ row: advisories, total })
        .from(advisories)
        .where(where)
        .orderBy(asc(advisories.country))
        .limit(page.limit)
        .offset(page.offset),
    ({ row }: { row: AdvisoryRow }) => toAdvisory(row),
  );
};

export const findApprovalLevel = async (db: Database, companyId: string) => {
  const [row] = await db
    .select({ level: companyTripSettings.approvalLevel })
    .from(companyTripSettings)
    .where(eq(companyTripSettings.companyId, companyId));
  return (row?.level as RiskLevel | undefined) ?? null;
};

export const saveApprovalLevel = async (db: Database, companyId: string, level: RiskLevel) => {
  await db
    .insert(companyTripSettings)
    .values({ companyId, approvalLevel: level })
    .onConflictDoUpdate({
      target: companyTripSettings.companyId,
      set: { approvalLevel: level, updatedAt: new Date() },
    });
};
