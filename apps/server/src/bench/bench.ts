import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openEmbedded, openPostgres, type DatabaseHandle } from '../db/client.js';
import { BENCH_CUSTOMER, BENCH_PASSWORD, seedBenchData } from './bench-data.js';

/**
 * `npm run bench`: the API under load beside a bare Fastify route, in one run (DESIGN §6).
 * On PGlite always; on PostgreSQL too when BENCH_DATABASE_URL is set (a fresh database is made).
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const SERVER = path.resolve(import.meta.dirname, '../server.ts');
const BARE = path.resolve(import.meta.dirname, 'bare-server.ts');
const JWT_SECRET = randomBytes(32).toString('hex');

const start = (script: string, env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const post = async (base: string, route: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
};

const waitFor = async (url: string) => {
  for (let i = 0; i < 300; i += 1) {
    try {
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not start`);
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const load = async (name: string, url: string, body: unknown, token?: string, connections = CONNECTIONS): Promise<Row> => {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: DURATION,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
};

const prepare = async (
  mode: 'pglite' | 'postgres',
): Promise<{ handle: DatabaseHandle; env: Record<string, string>; cleanup: () => Promise<void> }> => {
  if (mode === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'georisk-bench-'));
    const handle = await openEmbedded(dataDir);
    return { handle, env: { DATA_DIR: dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL!;
  const name = `georisk_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle: DatabaseHandle = openPostgres(url.toString());
  const cleanup = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { handle, env: { DATABASE_URL: url.toString(), JWT_SECRET }, cleanup };
};

const benchMode = async (mode: 'pglite' | 'postgres'): Promise<Row[]> => {
  const { handle, env, cleanup } = await prepare(mode);
  await handle.migrate();
  const { firstIncidentId } = await seedBenchData(handle.db);
  await handle.close();

  const apiPort = '3911';
  const barePort = '3912';
  const server = start(SERVER, { ...env, PORT: apiPort });
  const bare = start(BARE, { PORT: barePort });
  const api = `http://127.0.0.1:${apiPort}/api`;
  try {
    await waitFor(`${api}/auth/generic`);
    await waitFor(`http://127.0.0.1:${barePort}/bare`);
    const anonymous = (await post(api, 'auth/generic', {})).accessToken as string;
    const login = async (email: string) =>
      ((await post(api, 'auth/login', { email, password: BENCH_PASSWORD })).user as { accessToken: string })
        .accessToken;
    const customer = await login(BENCH_CUSTOMER);
    const rows = [
      await load('bare Fastify route', `http://127.0.0.1:${barePort}/bare`, {}),
      await load('articles/list (anonymous)', `${api}/articles/list`, {}, anonymous),
      await load('incident/list 100 rows (customer)', `${api}/incident/list`, { limit: 100 }, customer),
      await load('categories/list', `${api}/categories/list`, {}, customer),
      await load('finding/list (report)', `${api}/finding/list`, { incident_id: firstIncidentId }, customer),
      await load('auth/login (argon2, apart)', `${api}/auth/login`, { email: BENCH_CUSTOMER, password: BENCH_PASSWORD }, anonymous, 4),
    ];
    return rows;
  } finally {
    await Promise.all([stop(server), stop(bare)]);
    await cleanup();
  }
};

const print = (mode: string, rows: Row[]) => {
  const bare = rows[0]!.rps;
  console.log(`\n${mode}: ${CONNECTIONS} connections, ${DURATION} s per scenario`);
  console.log('scenario                              req/s   p50 ms  p99 ms  ratio  non-2xx  budget');
  for (const row of rows) {
    const ratio = row.rps / bare;
    const isList = row.name.includes('/list');
    const budget = !isList ? '' : ratio >= 0.5 && row.p99 < 50 ? 'ok' : 'MISSED';
    console.log(
      `${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${ratio.toFixed(2).padStart(6)} ${String(row.errors).padStart(8)}  ${budget}`,
    );
  }
};

const modes: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : [])];
for (const mode of modes) print(mode === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL', await benchMode(mode));
