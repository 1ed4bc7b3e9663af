import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { watches } from '../../db/schema.js';

/** Whose a watch is: a person's own, or a company's watchlist. */
export type WatchOwner =
  { userId: string; companyId?: never } | { companyId: string; userId?: never };

const columns = {
  watch_id: watches.id,
  country: watches.country,
  minLevel: watches.minLevel,
  companyId: watches.companyId,
};
const live = eq(watches.isDeleted, false);
const ownedBy = (owner: WatchOwner): SQL =>
  owner.companyId !== undefined
    ? eq(watches.companyId, owner.companyId)
    : eq(watches.userId, owner.userId);

/** The caller's own watches and, for a member, their company's: personal first, by country. */
export const listWatches = (db: Database, userId: string, companyId: string | null) =>
  db
    .select(columns)
    .from(watches)
    .where(
      and(
        live,
        companyId === null
          ? eq(watches.userId, userId)
          : or(eq(watches.userId, userId), eq(watches.companyId, companyId)),
      ),
    )
    .orderBy(sql`${watches.companyId} is not null`, watches.country);

/** One live watch per owner and country: watching again changes its level. */
export const upsertWatch = async (
  db: Database,
  owner: WatchOwner,
  country: string,
  minLevel: string,
) => {
  const target = owner.companyId !== undefined ? watches.companyId : watches.userId;
  const [row] = await db
    .insert(watches)
    .values({ ...owner, country, minLevel })
    .onConflictDoUpdate({
      target: [target, watches.country],
      targetWhere: sql`${watches.isDeleted} = false`,
      set: { minLevel, updatedAt: sql`now()` },
    })
    .returning(columns);
  if (!row) throw new Error('watch not written');
  return row;
};

/** A live watch and whose it is, or undefined. */
export const findWatch = async (db: Database, watchId: string) => {
  const [row] = await db
    .select({ ...columns, userId: watches.userId })
    .from(watches)
    .where(and(live, eq(watches.id, watchId)));
  return row;
};

/** Ends the owner's live watch; false when there is none. */
export const removeWatch = async (db: Database, owner: WatchOwner, watchId: string) => {
  const rows = await db
    .update(watches)
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where(and(live, eq(watches.id, watchId), ownedBy(owner)))
    .returning({ id: watches.id });
  return rows.length > 0;
};
