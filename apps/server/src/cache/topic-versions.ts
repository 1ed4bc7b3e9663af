import type { DatabaseHandle } from '../db/database.js';
import { readCacheVersions } from './cache-versions.repository.js';
import { freshRead } from './fresh-read.js';

/** The current version of every cache topic, as of a moment after the caller asked. */
export type TopicVersions = () => Promise<ReadonlyMap<string, number>>;

const CHANNEL = 'cache_versions';

/**
 * PGlite (one process per data directory, so every write goes through this process): the
 * versions trigger's NOTIFY reaches this process while the committing statement's reply is read,
 * before the writer's code runs on, so the process keeps the versions itself and asks nothing.
 */
const embeddedVersions = async (
  listen: DatabaseHandle['listen'],
  database: DatabaseHandle,
): Promise<TopicVersions> => {
  const versions = new Map<string, number>();
  const raise = (topic: string, version: number) => {
    if ((versions.get(topic) ?? -1) < version) versions.set(topic, version);
  };
  // Listening first, then reading: a write in between is heard, and the higher version wins.
  await listen(CHANNEL, (payload) => {
    const [topic = '', version] = payload.split(':');
    raise(topic, Number(version));
  });
  for (const [topic, version] of await readCacheVersions(database.db)) {
    raise(topic, version);
  }
  return () => Promise.resolve(versions);
};

/**
 * Where a server learns the versions (docs/performance.md, "Caching"): on PostgreSQL, shared by
 * several servers, by a read of `cache_versions` sent after the request arrived (shared between
 * concurrent requests); on PGlite, from its own notifications.
 */
export const topicVersions = (database: DatabaseHandle): Promise<TopicVersions> =>
  database.driver === 'pglite'
    ? embeddedVersions(database.listen, database)
    : Promise.resolve(freshRead(() => readCacheVersions(database.db)));
