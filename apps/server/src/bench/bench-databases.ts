import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database.js';
import { openEmbedded } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';

export type Mode = 'pglite' | 'postgres';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** The environment of the server that will use this database; its secret also seals the seed's mails (bench-session.ts). */
  env: Record<string, string> & { JWT_SECRET: string };
  /**
   * Environment for the private reads' yardstick (yardstick-server.ts), once the data is seeded:
   * the same PostgreSQL database, or a copy of the PGlite directory (one process owns each).
   */
  yardstickEnv(): Record<string, string>;
  cleanup(): Promise<void>;
}

const adminQuery = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const SEED_TIMEOUTS = { statementMs: 30 * 60_000, connectMs: 30_000 };

/** The handle and environment of the database `name` on the server of `adminUrl`. */
const postgresDatabase = (
  adminUrl: string,
  name: string,
  cleanup: () => Promise<void>,
): BenchDatabase => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    // Seeding and growing to scale run statements far longer than a request may (10 s).
    handle: openPostgres(url.toString(), SEED_TIMEOUTS),
    env: { DATABASE_URL: url.toString(), JWT_SECRET: randomBytes(32).toString('hex') },
    yardstickEnv: () => ({ DATABASE_URL: url.toString() }),
    cleanup,
  };
};

/**
 * A fresh, empty database per measurement: a temporary PGlite directory, or a new database on
 * the PostgreSQL server of `adminUrl` (BENCH_DATABASE_URL by default), dropped by cleanup.
 */
export const benchDatabases: Record<Mode, (adminUrl?: string) => Promise<BenchDatabase>> = {
  pglite: async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'georisk-bench-'));
    const copy = `${dataDir}-yardstick`;
    return {
      handle: await openEmbedded(dataDir),
      env: { DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') },
      yardstickEnv: () => {
        cpSync(dataDir, copy, { recursive: true });
        return { DATA_DIR: copy };
      },
      cleanup: async () => {
        for (const dir of [dataDir, copy]) rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  postgres: async (adminUrl = process.env.BENCH_DATABASE_URL) => {
    if (!adminUrl) throw new Error('BENCH_DATABASE_URL is not set');
    const name = `georisk_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    return postgresDatabase(adminUrl, name, () =>
      adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    );
  },
};

/**
 * A database named `name` on the PostgreSQL server of `adminUrl`, created when missing and kept
 * after the run (`npm run bench -- --search --keep <name>`): a second run reuses what the first
 * loaded, so a change can be measured, or looked at with EXPLAIN in psql, without loading again.
 */
export const keptPostgres = async (
  name: string,
  adminUrl = process.env.BENCH_DATABASE_URL,
): Promise<BenchDatabase> => {
  if (!adminUrl) throw new Error('BENCH_DATABASE_URL is not set');
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error('--keep takes a database name: a-z, 0-9, _');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return postgresDatabase(adminUrl, name, async () => undefined);
};
