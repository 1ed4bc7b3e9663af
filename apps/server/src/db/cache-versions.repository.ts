import type { Database } from './client.js';
import { cacheVersions } from './schema.js';

/**
 * Every cache topic's version (a handful of rows). A trigger raises a topic's version in the
 * transaction of any write to its table (migration 0008_reply_cache), so what this reads is
 * committed together with the data (docs/performance.md, "Caching").
 */
export const readCacheVersions = async (db: Database): Promise<Map<string, number>> => {
  const rows = await db.select().from(cacheVersions);
  return new Map(rows.map((row) => [row.topic, row.version]));
};
