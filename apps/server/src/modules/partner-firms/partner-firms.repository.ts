import type { PartnerDirectoryEntry, PartnerFirm } from '@georisk/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { partnerFirmMembers, partnerFirms, users } from '../../db/schema.js';

export interface FirmValues {
  name: string;
  about: string;
  countries: string[];
  categories: string[];
  languages: string[];
}

const live = eq(partnerFirms.isDeleted, false);

const coverage = {
  partner_firm_id: partnerFirms.id,
  name: partnerFirms.name,
  about: partnerFirms.about,
  countries: partnerFirms.countries,
  languages: partnerFirms.languages,
  categories: sql<PartnerFirm['categories']>`coalesce((
    select json_agg(json_build_object('categories_id', c.id, 'name', c.name) order by c.name)
    from categories c where c.id = any(partner_firms.categories) and c.is_deleted = false
  ), '[]'::json)`,
};

const members = sql<NonNullable<PartnerFirm['members']>>`coalesce((
  select json_agg(json_build_object('user_id', u.id, 'name', u.first_name || ' ' || u.last_name,
    'email', u.email, 'is_owner', m.is_owner) order by m.is_owner desc, m.created_at)
  from partner_firm_members m join users u on u.id = m.user_id
  where m.firm_id = partner_firms.id
), '[]'::json)`;

/**
 * First answers published by the firm's current partners: one row per request, hours from
 * filing to that first publication (docs/rules/partners.md, "Directory").
 */
const firstAnswers = sql`
  select extract(epoch from (r.published_at - i.created_at)) / 3600 as hours
  from finding_revisions r
  join findings f on f.id = r.finding_id
  join incidents i on i.id = f.incident_id and i.is_deleted = false
  join partner_firm_members m on m.user_id = r.published_by
  where r.revision = 1 and m.firm_id = partner_firms.id`;

export const insertFirm = async (tx: Database, values: FirmValues) => {
  const [row] = await tx.insert(partnerFirms).values(values).returning({ id: partnerFirms.id });
  if (!row) throw new Error('partner firm not inserted');
  return row.id;
};

/** Whether the firm was there to change. */
export const updateFirm = async (tx: Database, id: string, values: FirmValues) => {
  const rows = await tx
    .update(partnerFirms)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(partnerFirms.id, id), live))
    .returning({ id: partnerFirms.id });
  return rows.length > 0;
};

export const firmExists = async (db: Database, id: string) => {
  const [row] = await db
    .select({ id: partnerFirms.id })
    .from(partnerFirms)
    .where(and(eq(partnerFirms.id, id), live));
  return row !== undefined;
};

/** A firm with its partners (the admin's view). */
export const firmWithMembers = async (db: Database, id: string): Promise<PartnerFirm | null> => {
  const [row] = await db
    .select({ ...coverage, members })
    .from(partnerFirms)
    .where(and(eq(partnerFirms.id, id), live));
  return row ?? null;
};

export const listFirmsWithMembers = async (db: Database): Promise<PartnerFirm[]> =>
  db
    .select({ ...coverage, members })
    .from(partnerFirms)
    .where(live)
    .orderBy(asc(partnerFirms.name), asc(partnerFirms.id));

/** The directory: coverage and answer record of every firm, in one statement. */
export const directory = async (db: Database): Promise<PartnerDirectoryEntry[]> =>
  db
    .select({
      ...coverage,
      answered: sql<number>`(select count(*)::int from (${firstAnswers}) a)`,
      median_hours: sql<
        number | null
      >`(select round((percentile_cont(0.5) within group (order by a.hours))::numeric, 1)::float8 from (${firstAnswers}) a)`,
    })
    .from(partnerFirms)
    .where(live)
    .orderBy(asc(partnerFirms.name), asc(partnerFirms.id));

/** The user's role flags and current firm, if any. */
export const partnerOf = async (db: Database, userId: string) => {
  const [row] = await db
    .select({
      isPartner: users.isPartner,
      firmId: partnerFirmMembers.firmId,
      isOwner: partnerFirmMembers.isOwner,
    })
    .from(users)
    .leftJoin(partnerFirmMembers, eq(partnerFirmMembers.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)));
  return row ?? null;
};

export const ownerCount = async (db: Database, firmId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerFirmMembers)
    .where(and(eq(partnerFirmMembers.firmId, firmId), eq(partnerFirmMembers.isOwner, true)));
  return row?.n ?? 0;
};

/** Puts the partner in the firm (leaving any other), owner or not. */
export const putMember = async (tx: Database, userId: string, firmId: string, isOwner: boolean) => {
  await tx
    .insert(partnerFirmMembers)
    .values({ userId, firmId, isOwner })
    .onConflictDoUpdate({
      target: partnerFirmMembers.userId,
      set: { firmId, isOwner, createdAt: sql`now()` },
    });
};

export const removeMember = async (tx: Database, userId: string, firmId: string) => {
  const rows = await tx
    .delete(partnerFirmMembers)
    .where(and(eq(partnerFirmMembers.userId, userId), eq(partnerFirmMembers.firmId, firmId)))
    .returning({ userId: partnerFirmMembers.userId });
  return rows.length > 0;
};

/** A firm without owners gets its longest-standing partner as owner. */
export const promoteEldest = async (tx: Database, firmId: string) => {
  await tx.execute(sql`update partner_firm_members set is_owner = true
    where user_id = (select user_id from partner_firm_members where firm_id = ${firmId}
      order by created_at, user_id limit 1)
    and not exists (select 1 from partner_firm_members where firm_id = ${firmId} and is_owner)`);
};
