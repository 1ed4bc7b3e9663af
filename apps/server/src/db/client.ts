import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import path from 'node:path';
import pg from 'pg';
import { canonicaliseStoredEmails } from './canonical-emails.js';
import { installJobQueues } from '../jobs/job-schema.js';
import type { Database } from './database.js';
import { makeDataDirPrivate } from './data-dir.js';
import { pgliteRawSql, pgRawSql, type RawSql } from './raw-sql.js';
import * as schema from './schema.js';
import { setTimeout as sleep } from 'node:timers/promises';

const MIGRATIONS = { migrationsFolder: path.resolve(import.meta.dirname, 'migrations') };
const MIGRATION_LOCK_ID = 727274;

const tryLock = async (connection: pg.PoolClient): Promise<boolean> => {
  const { rows } = await connection.query<{ locked: boolean }>(
    'select pg_try_advisory_lock($1) as locked',
    [MIGRATION_LOCK_ID],
  );
  return rows[0]?.locked === true;
};

/** Counts statements, so tests can prove a list is one query (no N+1). */
export class QueryCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export interface DatabaseHandle {
  db: Database;
  /**
   * The same database, its statements left out of `queries`: for the per-request session check
   * (at most one read a second per user), so a test can hold a list route to one statement.
   */
  uncountedDb: Database;
  driver: 'pglite' | 'postgres';
  queries: QueryCounter;
  /** Runs raw SQL (test resets, maintenance). */
  exec(sql: string): Promise<void>;
  /** The same database for a library that writes its own SQL (the job queue, jobs/). */
  raw: RawSql;
  /**
   * Applies the committed drizzle-kit migrations and the job queue's schema (jobs/job-schema.ts),
   * then `seed` (reference data, bootstrap admin), all under one lock, so servers started
   * together take turns instead of racing.
   */
  migrate(seed?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: hears NOTIFY on `channel` in this process. A notification is handed over while the
   * committing statement's reply is read, before that statement's promise settles.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
}

export const openPglite = (client: PGlite): DatabaseHandle => {
  const queries = new QueryCounter();
  const db = drizzlePglite(client, { schema, logger: queries });
  return {
    db: db as unknown as Database,
    uncountedDb: drizzlePglite(client, { schema }) as unknown as Database,
    driver: 'pglite',
    queries,
    exec: async (sql) => {
      await client.exec(sql);
    },
    raw: pgliteRawSql(client),
    migrate: async (seed) => {
      await migratePglite(db, MIGRATIONS);
      await installJobQueues(pgliteRawSql(client));
      await canonicaliseStoredEmails(db as unknown as Database);
      await seed?.(db as unknown as Database);
    },
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
  };
};

/** Time limits for PostgreSQL; a database that stops answering yields errors, never hangs. */
export interface PostgresTimeouts {
  /** Server-side statement_timeout and the client's read timeout for one query. */
  statementMs: number;
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
}

const DEFAULT_TIMEOUTS: PostgresTimeouts = { statementMs: 10_000, connectMs: 5_000 };

export const openPostgres = (
  connectionString: string,
  timeouts: PostgresTimeouts = DEFAULT_TIMEOUTS,
): DatabaseHandle => {
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
  const queries = new QueryCounter();
  return {
    db: drizzlePg(pool, { schema, logger: queries }) as unknown as Database,
    uncountedDb: drizzlePg(pool, { schema }) as unknown as Database,
    driver: 'postgres',
    queries,
    exec: async (sql) => {
      await pool.query(sql);
    },
    raw: pgRawSql(pool),
    migrate: async (seed) => {
      const connection = await pool.connect();
      try {
        // Polled rather than awaited: another server's turn may outlast the statement timeout.
        while (!(await tryLock(connection))) await sleep(200);
        const lockedPg = drizzlePg(connection, { schema });
        await migratePg(lockedPg, MIGRATIONS);
        await installJobQueues(pgRawSql(connection));
        const locked = lockedPg as unknown as Database;
        await canonicaliseStoredEmails(locked);
        await seed?.(locked);
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        connection.release();
      }
    },
    close: () => pool.end(),
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
