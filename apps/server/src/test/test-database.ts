import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { QueryCounter } from './query-counter.js';

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** A test's database: the app's handle, and the count of the statements run through it. */
export interface TestDatabase extends DatabaseHandle {
  queries: QueryCounter;
  /** PostgreSQL only: where it is, for a second server's own connections to it. */
  url?: string;
}

/**
 * A fresh, migrated database for one test file: a PGlite copy of the migrated template, or (when
 * TEST_DB_DRIVER=postgres) a new database on TEST_DATABASE_URL's server, dropped on close.
 */
export const openTestDatabase = async (): Promise<TestDatabase> => {
  const queries = new QueryCounter();
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    const template = await readFile(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([template]) });
    return { ...openPglite(client, { logger: queries }), queries };
  }
  const database = await migratedTestPostgresDatabase();
  const handle = openPostgres(database.url, undefined, { logger: queries });
  return {
    ...handle,
    queries,
    url: database.url,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
};

/**
 * A database on TEST_DATABASE_URL's server, and how to drop it: empty, or a copy of `template`
 * (a database nobody is connected to).
 */
export const createTestPostgresDatabase = async (template?: string) => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `georisk_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
};

/**
 * A copy of the run's migrated template (global-setup.ts) on TEST_DATABASE_URL's server: no
 * migration per file, and child servers started on it are ready in seconds even on a loaded
 * machine. Tests of starting on an empty database use createTestPostgresDatabase() instead.
 */
export const migratedTestPostgresDatabase = () =>
  createTestPostgresDatabase(inject('postgresTemplate'));
