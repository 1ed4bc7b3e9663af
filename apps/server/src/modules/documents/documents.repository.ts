import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { factors } from '../../db/schema.js';

/** The names of the factors a report rates, by id (a deleted factor keeps its name on paper). */
export const factorNamesOf = async (db: Database, ids: string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: factors.id, name: factors.name })
    .from(factors)
    .where(inArray(factors.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
};
