import type { Branch, BranchKind, BranchValues, RiskLevel } from '@georisk/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { branches } from '../../db/schema.js';
import { containsText, searchPage, type Paging } from '../../db/search.js';
import type { BranchOwner } from '../../domain/policies/index.js';

type BranchRow = typeof branches.$inferSelect;

/** Whose branches a list reads: one company's, one customer's, or (platform admins) all. */
export type BranchScope = BranchOwner | 'all';

const toBranch = (row: BranchRow): Branch => ({
  branch_id: row.id,
  name: row.name,
  kind: row.kind as BranchKind,
  lat: row.lat,
  lon: row.lon,
  place_name: row.placeName,
  country: row.country,
  radius_km: row.radiusKm,
  min_level: row.minLevel as RiskLevel,
  people: row.people,
  notes: row.notes,
  company_id: row.companyId,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

const columnsOf = (values: BranchValues) => ({
  name: values.name,
  kind: values.kind,
  lat: values.lat,
  lon: values.lon,
  placeName: values.place_name || null,
  country: values.country,
  radiusKm: values.radius_km,
  minLevel: values.min_level,
  people: values.people,
  notes: values.notes ?? '',
});

const ownedBy = (owner: BranchOwner) => ({ companyId: owner.companyId, userId: owner.userId });
const live = (id: string) => and(eq(branches.id, id), eq(branches.isDeleted, false));

export const insertBranch = async (
  db: Database,
  owner: BranchOwner,
  values: BranchValues,
): Promise<Branch> => {
  const [row] = await db
    .insert(branches)
    .values({ ...ownedBy(owner), ...columnsOf(values) })
    .returning();
  if (!row) throw new Error('branch insert returned nothing');
  return toBranch(row);
};

/** Stays well under PostgreSQL's 65 535 parameters per statement. */
const INSERT_CHUNK = 1000;

export const insertBranches = async (
  db: Database,
  owner: BranchOwner,
  rows: BranchValues[],
): Promise<void> => {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await db
      .insert(branches)
      .values(chunk.map((values) => ({ ...ownedBy(owner), ...columnsOf(values) })));
  }
};

/** A live branch and whose it is; null when there is none of that id. */
export const findBranch = async (
  db: Database,
  id: string,
): Promise<{ branch: Branch; owner: BranchOwner } | null> => {
  const [row] = await db.select().from(branches).where(live(id)).limit(1);
  return row ? { branch: toBranch(row), owner: ownedBy(row) } : null;
};

export const updateBranch = async (
  db: Database,
  id: string,
  values: BranchValues,
): Promise<Branch | null> => {
  const [row] = await db
    .update(branches)
    .set({ ...columnsOf(values), updatedAt: new Date() })
    .where(live(id))
    .returning();
  return row ? toBranch(row) : null;
};

export const removeBranch = async (db: Database, id: string): Promise<boolean> => {
  const rows = await db
    .update(branches)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(live(id))
    .returning({ id: branches.id });
  return rows.length > 0;
};

const scopeFilter = (scope: BranchScope): SQL | undefined => {
  if (scope === 'all') return undefined;
  return scope.companyId !== null
    ? eq(branches.companyId, scope.companyId)
    : eq(branches.userId, scope.userId ?? '');
};

/** One page of the scope's live branches, by name, and their number, in one statement. */
export const listBranches = (db: Database, scope: BranchScope, filter: Paging & { q?: string }) => {
  const where = and(
    eq(branches.isDeleted, false),
    scopeFilter(scope),
    containsText(filter.q, [branches.name, branches.placeName]),
  );
  return searchPage(
    { counting: db.select({ n: count() }).from(branches).where(where), paging: filter },
    (total, page) =>
      db
        .select({ row: branches, total })
        .from(branches)
        .where(where)
        .orderBy(sql`lower(${branches.name})`, branches.id)
        .limit(page.limit)
        .offset(page.offset),
    ({ row }: { row: BranchRow }) => toBranch(row),
  );
};

/** Every live branch of the scope, by name, for an export (at most `max`). */
export const allBranches = async (db: Database, scope: BranchScope, max = 100_000) => {
  const rows = await db
    .select()
    .from(branches)
    .where(and(eq(branches.isDeleted, false), scopeFilter(scope)))
    .orderBy(sql`lower(${branches.name})`, branches.id)
    .limit(max);
  return rows.map(toBranch);
};
