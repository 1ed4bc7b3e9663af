import type { Traveller, TravellerValues } from '@georisk/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { travellers } from '../../db/schema.js';
import { containsText, searchPage, type Paging } from '../../db/search.js';
import type { RecordOwner } from '../../domain/policies/index.js';

type TravellerRow = typeof travellers.$inferSelect;

/** Whose records a list reads: one company's, one customer's, or (platform admins) all. */
export type ScheduleScope = RecordOwner | 'all';

const toTraveller = (row: TravellerRow): Traveller => ({
  traveller_id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  user_id: row.accountId,
  company_id: row.companyId,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

const columnsOf = (values: TravellerValues) => ({
  name: values.name,
  email: values.email,
  phone: values.phone || null,
  accountId: values.user_id ?? null,
});

export const ownedBy = (owner: RecordOwner) => ({
  companyId: owner.companyId,
  userId: owner.userId,
});
const live = (id: string) => and(eq(travellers.id, id), eq(travellers.isDeleted, false));

export const insertTraveller = async (
  db: Database,
  owner: RecordOwner,
  values: TravellerValues,
) => {
  const [row] = await db
    .insert(travellers)
    .values({ ...ownedBy(owner), ...columnsOf(values) })
    .returning();
  if (!row) throw new Error('traveller insert returned nothing');
  return toTraveller(row);
};

export const findTraveller = async (
  db: Database,
  id: string,
): Promise<{ traveller: Traveller; owner: RecordOwner } | null> => {
  const [row] = await db.select().from(travellers).where(live(id)).limit(1);
  return row ? { traveller: toTraveller(row), owner: ownedBy(row) } : null;
};

export const updateTraveller = async (db: Database, id: string, values: TravellerValues) => {
  const [row] = await db
    .update(travellers)
    .set({ ...columnsOf(values), updatedAt: new Date() })
    .where(live(id))
    .returning();
  return row ? toTraveller(row) : null;
};

export const removeTraveller = async (db: Database, id: string): Promise<boolean> => {
  const rows = await db
    .update(travellers)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(live(id))
    .returning({ id: travellers.id });
  return rows.length > 0;
};

export const scopeFilter = (
  scope: ScheduleScope,
  table: { companyId: AnyPgColumn; userId: AnyPgColumn },
): SQL | undefined => {
  if (scope === 'all') return undefined;
  return scope.companyId !== null
    ? eq(table.companyId, scope.companyId)
    : eq(table.userId, scope.userId ?? '');
};

/** One page of the scope's live travellers, by name, and their number, in one statement. */
export const listTravellers = (
  db: Database,
  scope: ScheduleScope,
  filter: Paging & { q?: string },
) => {
  const where = and(
    eq(travellers.isDeleted, false),
    scopeFilter(scope, travellers),
    containsText(filter.q, [travellers.name, travellers.email]),
  );
  return searchPage(
    { counting: db.select({ n: count() }).from(travellers).where(where), paging: filter },
    (total, page) =>
      db
        .select({ row: travellers, total })
        .from(travellers)
        .where(where)
        .orderBy(sql`lower(${travellers.name})`, travellers.id)
        .limit(page.limit)
        .offset(page.offset),
    ({ row }: { row: TravellerRow }) => toTraveller(row),
  );
};

/** The owner's live travellers by e-mail (a CSV import names them so). */
export const travellersByEmail = async (db: Database, owner: RecordOwner) => {
  const rows = await db
    .select()
    .from(travellers)
    .where(and(eq(travellers.isDeleted, false), scopeFilter(owner, travellers)));
  return new Map(rows.map((row) => [row.email, toTraveller(row)]));
};
