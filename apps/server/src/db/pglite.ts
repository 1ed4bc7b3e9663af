import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { installJobQueues } from '../jobs/job-schema.js';
import { runDataMigrations } from './data-migrations.js';
import { makeDataDirPrivate } from './data-dir.js';
import type { Database, DatabaseHandle } from './database.js';
import { MIGRATIONS } from './migrations-folder.js';
import { pgliteRawSql } from './raw-sql.js';
import * as schema from './schema.js';

/**
 * A PGlite client as the app's database. One process owns it (the DATA_DIR lock), so migrating
 * needs no database lock. `logger` is drizzle's statement logger (tests count statements).
 */
export const openPglite = (client: PGlite, options: { logger?: Logger } = {}): DatabaseHandle => {
  const pglite = drizzle(client, { schema, logger: options.logger });
  const db = pglite as unknown as Database;
  return {
    db,
    driver: 'pglite',
    raw: pgliteRawSql(client),
    migrate: async (seed) => {
      await migrate(pglite, MIGRATIONS);
      await installJobQueues(pgliteRawSql(client));
      await runDataMigrations(db);
      await seed?.(db);
    },
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
  };
};

/** PGlite persisted in a directory (the embedded default). Durable: fsync stays on. */
export const openEmbedded = async (dataDir: string): Promise<DatabaseHandle> => {
  const client = await PGlite.create(`${dataDir}/pgdata`);
  // PGlite sets its own modes on what it unpacks and on its cache files (0666, 0644), whatever
  // the umask; the files Postgres creates later are 0600 (docs/security.md).
  makeDataDirPrivate(dataDir);
  return openPglite(client);
};
