import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { RawSql } from './raw-sql.js';
import type * as schema from './schema.js';

/**
 * The Drizzle database over either driver (PGlite or node-postgres). A transaction is one too,
 * so a repository function takes this whether or not it runs inside a transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Reference data and the bootstrap admin, written once the schema is current. */
export type Seed = (db: Database) => Promise<void>;

/** An open database, whichever driver (db/pglite.ts, db/postgres.ts) opened it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The same database for a library that writes its own SQL (the job queue, jobs/). */
  raw: RawSql;
  /**
   * Applies the committed drizzle-kit migrations, the job queue's schema (jobs/job-schema.ts),
   * the data migrations, then `seed`, all under one lock, so servers started together take turns
   * instead of racing.
   */
  migrate(seed?: Seed): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears NOTIFY on `channel`. On PGlite (one process per database) a notification is handed over
   * while the committing statement's reply is read, before that statement's promise settles. On
   * PostgreSQL it arrives a moment after the commit, on a connection of its own that reconnects
   * when lost (db/postgres-listener.ts); what is sent while it is away is not heard.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
}
