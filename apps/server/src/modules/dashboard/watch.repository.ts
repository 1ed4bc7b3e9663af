import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { watches } from '../../db/schema.js';

const columns = { watch_id: watches.id, country: watches.country, minLevel: watches.minLevel };
const live = eq(watches.isDeleted, false);

export const listWatches = (db: Database, userId: string) =>
  db
    .select(columns)
    .from(watches)
    .where(and(live, eq(watches.userId, userId)))
    .orderBy(watches.country);

/** One live watch per user and country: watching again changes its level. */
export const upsertWatch = async (
  db: Database,
  userId: string,
  country: string,
  minLevel: string,
) => {
  const [row] = await db
    .insert(watches)
    .values({ userId, country, minLevel })
    .onConflictDoUpdate({
      target: [watches.userId, watches.country],
      targetWhere: sql`${watches.isDeleted} = false`,
      set: { minLevel, updatedAt: sql`now()` },
    })
    .returning(columns);
  if (!row) throw new Error('watch not written');
  return row;
};

/** The caller's own live watch only; false when there is none. */
export const removeWatch = async (db: Database, userId: string, watchId: string) => {
  const rows = await db
    .update(watches)
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where(and(live, eq(watches.id, watchId), eq(watches.userId, userId)))
    .returning({ id: watches.id });
  return rows.length > 0;
};
