import type { Database } from '../db/database.js';
import { cacheVersions } from '../db/schema.js';

const prepared = new WeakMap<
  Database,
  { execute(): Promise<{ topic: string; version: number }[]> }
>();

/**
 * Every cache topic's version (a handful of rows). A trigger raises a topic's version in the
 * transaction of any write to its table (migration 0008_reply_cache), so what this reads is
 * committed together with the data (docs/performance.md, "Caching"). A named prepared statement:
 * PostgreSQL runs it for most cached reads, and skips parsing and planning it each time.
 */
export const readCacheVersions = async (db: Database): Promise<Map<string, number>> => {
  let statement = prepared.get(db);
  if (!statement) {
    statement = db.select().from(cacheVersions).prepare('read_cache_versions');
    prepared.set(db, statement);
  }
  const rows = await statement.execute();
  return new Map(rows.map((row) => [row.topic, row.version]));
};
