import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema.js';

const MIGRATIONS = { migrationsFolder: path.resolve(import.meta.dirname, 'migrations') };
const MIGRATION_LOCK_ID = 727274;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Counts statements, so tests can prove a list is one query (no N+1). */
export class QueryCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  queries: QueryCounter;
  /** Runs raw SQL (test resets, maintenance). */
  exec(sql: string): Promise<void>;
  /** Applies the committed drizzle-kit migrations; safe when several servers start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const openPglite = (client: PGlite): DatabaseHandle => {
  const queries = new QueryCounter();
  const db = drizzlePglite(client, { schema, logger: queries });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    queries,
    exec: async (sql) => {
      await client.exec(sql);
    },
    migrate: () => migratePglite(db, MIGRATIONS),
    close: () => client.close(),
  };
};

export const openPostgres = (connectionString: string): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max: 20 });
  // An idle connection the server ends (restart, failover, a dropped test database) is already
  // discarded by the pool and the next query opens a new one; unheard, the error kills the process.
  pool.on('error', () => {});
  const queries = new QueryCounter();
  return {
    db: drizzlePg(pool, { schema, logger: queries }) as unknown as Database,
    driver: 'postgres',
    queries,
    exec: async (sql) => {
      await pool.query(sql);
    },
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(connection, { schema }), MIGRATIONS);
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
  return openPglite(client);
};
