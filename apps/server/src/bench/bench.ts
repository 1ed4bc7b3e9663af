import { parseArgs } from 'node:util';
import { benchDatabases, type Mode } from './bench-databases.js';
import { BENCH_CUSTOMER, BENCH_PARTNER, BENCH_PASSWORD, seedBenchData } from './bench-data.js';
import { runLoad, type LoadResult } from './load.js';
import { growToScale } from './scale-data.js';
import { startBenchServers } from './bench-servers.js';

/**
 * `npm run bench`: the API under load beside a bare Fastify route, in one run (DESIGN §6), on
 * PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL.
 * `npm run bench -- --scale`: the same reads on a small database and on a grown one (100 000
 * incidents, 1 000 000 finding rows), to show lists stay O(page).
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    scale: { type: 'boolean', default: false },
  },
});
const load = { duration: Number(args.duration), connections: Number(args.connections) };

const measure = async (mode: Mode, grow: boolean): Promise<LoadResult[]> => {
  const database = await benchDatabases[mode]();
  await database.handle.migrate();
  const { firstIncidentId } = await seedBenchData(database.handle.db);
  if (grow) await growToScale(database.handle.db);
  await database.handle.close();
  const servers = await startBenchServers(database.env);
  try {
    const customer = await servers.login(BENCH_CUSTOMER, BENCH_PASSWORD);
    const partner = await servers.login(BENCH_PARTNER, BENCH_PASSWORD);
    const report = { incident_id: firstIncidentId };
    const scenarios: [string, string, unknown, string | undefined][] = args.scale
      ? [
          ['incident/list page of 100 (partner)', 'incident/list', { limit: 100 }, partner],
          ['incident/list own 100 (customer)', 'incident/list', { limit: 100 }, customer],
          ['finding/list (report)', 'finding/list', report, customer],
        ]
      : [
          ['articles/list (anonymous)', 'articles/list', {}, servers.anonymous],
          ['incident/list 100 rows (customer)', 'incident/list', { limit: 100 }, customer],
          ['categories/list', 'categories/list', {}, customer],
          ['finding/list (report)', 'finding/list', report, customer],
        ];
    const results = [await runLoad('bare Fastify route', servers.bareUrl, {}, undefined, load)];
    for (const [name, path, body, token] of scenarios) {
      results.push(await runLoad(name, `${servers.apiUrl}/${path}`, body, token, load));
    }
    if (!args.scale) {
      const login = { email: BENCH_CUSTOMER, password: BENCH_PASSWORD };
      results.push(
        await runLoad(
          'auth/login (argon2, apart)',
          `${servers.apiUrl}/auth/login`,
          login,
          servers.anonymous,
          {
            ...load,
            connections: 4,
            rotateClientAddress: true,
          },
        ),
      );
    }
    return results;
  } finally {
    await servers.stop();
    await database.cleanup();
  }
};

const row = (r: LoadResult, extra: string) =>
  `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(8)}  ${extra}`;
const HEADER = `${'scenario'.padEnd(38)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`;

const printBudget = (title: string, results: LoadResult[]) => {
  const bare = results[0]!.rps;
  console.log(`\n${title}: ${load.connections} connections, ${load.duration} s per scenario`);
  console.log(`${HEADER}  ratio to bare, budget (>= 0.50 and p99 < 50 ms)`);
  for (const r of results) {
    const ratio = r.rps / bare;
    const budget = r.name.includes('/list') ? (ratio >= 0.5 && r.p99 < 50 ? 'ok' : 'MISSED') : '';
    console.log(row(r, `${ratio.toFixed(2)} ${budget}`));
  }
};

const printScale = (title: string, small: LoadResult[], large: LoadResult[]) => {
  console.log(`\n${title}: small database vs 100 000 incidents / 1 000 000 finding rows`);
  console.log(`${HEADER}  cost vs small (budget <= 2.00x)`);
  large.forEach((r, i) => {
    const base = small[i]!;
    const cost = base.rps / r.rps;
    console.log(row(base, 'small'));
    console.log(row(r, `${cost.toFixed(2)}x ${i === 0 || cost <= 2 ? 'ok' : 'MISSED'}`));
  });
};

const modes: Mode[] = [
  'pglite',
  ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : []),
];
const title = (mode: Mode) => (mode === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL');
for (const mode of modes) {
  if (args.scale) printScale(title(mode), await measure(mode, false), await measure(mode, true));
  else printBudget(title(mode), await measure(mode, false));
}
