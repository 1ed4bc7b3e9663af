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
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      // Seeding and growing to scale run statements far longer than a request may (10 s).
      handle: openPostgres(url.toString(), SEED_TIMEOUTS),
      env: { DATABASE_URL: url.toString(), JWT_SECRET: randomBytes(32).toString('hex') },
      yardstickEnv: () => ({ DATABASE_URL: url.toString() }),
      cleanup: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    };
  },
};
