import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Mode } from './bench-databases.js';
import { withBenchSession } from './bench-session.js';

/**
 * `npm run soak`: 60 s of mixed traffic at 50 connections against the real server. Reports the
 * replies by status class (the goal is zero 5xx) and the server's memory over time.
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
  },
});
const mode: Mode = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Number(line?.[1] ?? 0) / 1024;
};

await withBenchSession({ mode }, async ({ servers, tokens, report }) => {
  const { customer, partner } = tokens;
  const call = (path: string, body: unknown, token: string) => ({
    method: 'POST' as const,
    path: `/api/${path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // Reads, writes, a refused write and a bad body: what a busy day looks like.
  const requests = [
    call('articles/list', {}, servers.anonymous),
    call('incident/list', { limit: 100 }, customer),
    call('categories/list', {}, customer),
    call('finding/list', report, customer),
    call('incident/list', { limit: 50, status: 'Submitted' }, partner),
    call(
      'incident/insert',
      { customerType: 'Global', queryType_id: 'not-an-id', query: 'x' },
      customer,
    ),
    call('categories/insert', { name: 'Nope', icon: 'x', about: 'y' }, customer),
    call('factor/list', { limit: 50 }, partner),
  ];
  const memory: number[] = [rssMb(servers.pid!)];
  const sampler = setInterval(() => memory.push(rssMb(servers.pid!)), 5000);
  const result = await autocannon({
    url: servers.apiUrl.replace(/\/api$/, ''),
    connections: Number(args.connections),
    duration: Number(args.duration),
    requests,
  });
  clearInterval(sampler);
  memory.push(rssMb(servers.pid!));
  console.log(
    `\nSoak on ${mode}: ${args.connections} connections, ${args.duration} s, ${requests.length} request kinds`,
  );
  console.log(
    `requests ${result.requests.total}, ${result.requests.average.toFixed(0)}/s, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `2xx ${result['2xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(`server RSS MB every 5 s: ${memory.map((m) => m.toFixed(0)).join(' ')}`);
  if (result['5xx'] > 0 || result.errors > 0) process.exitCode = 1;
});
