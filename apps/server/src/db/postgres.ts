import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installJobQueues } from '../jobs/job-schema.js';
import { runDataMigrations } from './data-migrations.js';
import type { Database, DatabaseHandle } from './database.js';
import { withMigrationLock } from './migration-lock.js';
import { MIGRATIONS } from './migrations-folder.js';
import { postgresListener } from './postgres-listener.js';
import { pgRawSql } from './raw-sql.js';
import * as schema from './schema.js';

/** Time limits for PostgreSQL; a database that stops answering yields errors, never hangs. */
export interface PostgresTimeouts {
  /** Server-side statement_timeout and the client's read timeout for one query. */
  statementMs: number;
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
}

const DEFAULT_TIMEOUTS: PostgresTimeouts = { statementMs: 10_000, connectMs: 5_000 };

const openPool = (connectionString: string, timeouts: PostgresTimeouts) => {
  const pool = new pg.Pool({
    connectionString,
    max: 20,
    connectionTimeoutMillis: timeouts.connectMs,
    // statement_timeout stops a slow query on the server; query_timeout also covers a server (or
    // network) that has stopped answering altogether (docs/operations.md).
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.statementMs * 3,
    keepAlive: true,
  });
  // An idle connection the server ends (restart, failover, a dropped test database) is already
  // discarded by the pool and the next query opens a new one; unheard, the error kills the process.
  pool.on('error', () => {});
  // A connection that ends while checked out between two queries (a transaction whose code is
  // still working in JavaScript) reports on the client itself; the next query on it fails and
  // that failure is handled where it was awaited. Unheard, the event would kill the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
};

/** A node-postgres pool as the app's database. `logger`: drizzle's statement logger (tests). */
export const openPostgres = (
  connectionString: string,
  timeouts: PostgresTimeouts = DEFAULT_TIMEOUTS,
  options: { logger?: Logger } = {},
): DatabaseHandle => {
  const pool = openPool(connectionString, timeouts);
  const listener = postgresListener(connectionString);
  return {
    db: drizzle(pool, { schema, logger: options.logger }) as unknown as Database,
    driver: 'postgres',
    raw: pgRawSql(pool),
    migrate: (seed) =>
      withMigrationLock(pool, async (connection) => {
        const locked = drizzle(connection, { schema });
        await migrate(locked, MIGRATIONS);
        await installJobQueues(pgRawSql(connection));
        await runDataMigrations(locked as unknown as Database);
        await seed?.(locked as unknown as Database);
      }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: listener.listen,
  };
};
