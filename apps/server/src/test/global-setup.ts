import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { createTestPostgresDatabase } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** One migrated PostgreSQL database per run, closed again so test files can copy it. */
const postgresTemplate = async (project: TestProject) => {
  const template = await createTestPostgresDatabase();
  const handle = openPostgres(template.url);
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return template.drop;
};

/** Migrates one database once per run; every test file starts from a copy of it (fast). */
export default async function setup(project: TestProject) {
  // The driver is the project's (vitest.config.ts sets it per project), or the shell's.
  const driver = project.config.env?.TEST_DB_DRIVER ?? process.env.TEST_DB_DRIVER;
  if (driver === 'postgres') return postgresTemplate(project);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'georisk-template-'));
  const template = path.join(dir, 'pglite.tar');
  const client = await PGlite.create();
  await openPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await writeFile(template, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', template);
  return () => rm(dir, { recursive: true, force: true });
}
