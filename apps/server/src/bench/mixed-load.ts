import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { BENCH_PASSWORD, BENCH_WRITERS, benchWriter } from './bench-data.js';
import type { Mode } from './bench-databases.js';
import type { Scenario } from './bench-scenarios.js';
import type { BenchSession } from './bench-session.js';
import { rawPost } from './raw-post.js';

/** DESIGN section 6, "Mixed load": on PostgreSQL, with zero errors. */
export const MIXED_BUDGET = { readP99Ms: 50, writeP99Ms: 100 };
export const WRITES_PER_SECOND = 20;
/** The reads go on at a steady rate beside the writes (a busy team's screens, not a flood). */
export const READS_PER_SECOND = 200;
/** Seconds of the load itself before it is measured. */
const WARM_UP_S = 3;
/** At most this many reads in flight (a browser's or a proxy's pool); more wait their turn. */
const READ_CONNECTIONS = 20;

export interface MixedResult {
  reads: { count: number; p50: number; p99: number; errors: number };
  writes: {
    count: number;
    p99: number;
    p99ByKind: Record<string, number>;
    errors: number;
    byKind: Record<string, number>;
    refusals: Record<string, number>;
  };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!
    : 0;
};
const p99 = (values: number[]) => percentile(values, 0.99);

/**
 * An open loop: call k is sent at `start + k / perSecond` whether or not the earlier ones were
 * answered, so a slow server meets the same arrivals instead of fewer (no coordinated omission).
 * `fire` gets the time its call was due, and the loop ends when every call has settled.
 */
const steady = async (
  perSecond: number,
  seconds: number,
  fire: (k: number, due: number) => Promise<void>,
) => {
  const start = performance.now();
  const calls: Promise<void>[] = [];
  for (let k = 0; k < seconds * perSecond; k += 1) {
    const due = start + (k * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    calls.push(fire(k, due));
  }
  await Promise.all(calls);
};

/**
 * The budgeted reads in turn at a steady `perSecond`, each timed from when it was due to its last
 * byte. (autocannon's `overallRate` was used before: it sends each connection's quota for the
 * second back to back at the second's start, a burst of 200 every second, and its
 * coordinated-omission correction then records a slow reply once per millisecond of its latency,
 * so one 100 ms reply counted as 100 samples from 1 to 100 ms: docs/performance.md.)
 */
const steadyReads = async (
  session: BenchSession,
  scenarios: Scenario[],
  perSecond: number,
  seconds: number,
) => {
  const { servers, tokens } = session;
  const api = new URL(servers.apiUrl);
  const pool = new Pool(api.origin, { connections: READ_CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  try {
    await steady(perSecond, seconds, async (k, due) => {
      const s = scenarios[k % scenarios.length]!;
      try {
        const reply = await pool.request({
          method: 'POST',
          path: `${api.pathname}/${s.path}`,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[s.caller]}`,
          },
          body: JSON.stringify(s.body),
        });
        await reply.body.arrayBuffer();
        if (reply.statusCode !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - due);
    });
  } finally {
    await pool.close();
  }
  return {
    count: latencies.length,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(p99(latencies)),
    errors,
  };
};

type Json = Record<string, unknown>;
const json = async (url: string, body: unknown, token: string) => {
  const reply = await rawPost(url, body, token);
  return { status: reply.status, body: JSON.parse(reply.body.toString('utf8')) as Json };
};

/**
 * What the writers need: their tokens, a query type to file under, and the partner's answered
 * requests with their findings, to publish new revisions of.
 */
const prepareWriters = async ({ servers, tokens, report }: BenchSession) => {
  const writers: string[] = [];
  for (let i = 0; i < BENCH_WRITERS; i += 1) {
    writers.push(await servers.login(benchWriter(i), BENCH_PASSWORD));
  }
  const types = await json(`${servers.apiUrl}/queryType/list`, {}, tokens.customer);
  const queryType = (types.body.queryType as Json[])[0]!;
  const queue = await json(
    `${servers.apiUrl}/incident/list`,
    { status: 'Answered', limit: 20 },
    tokens.partner,
  );
  const answered = [
    report.incident_id,
    ...(queue.body.incident as Json[]).map((r) => String(r.incident_id)),
  ];
  const findings: { finding_id: string; factors: string[] }[] = [];
  for (const incident_id of new Set(answered)) {
    const rows = (await json(`${servers.apiUrl}/finding/list`, { incident_id }, tokens.partner))
      .body.finding as Json[] | undefined;
    if (rows?.length)
      findings.push({
        finding_id: String(rows[0]!.finding_id),
        factors: rows.map((row) => String(row.factor_id)),
      });
  }
  if (findings.length === 0) throw new Error('mixed load: no answered request to publish on');
  return { writers, queryType, findings };
};

/**
 * `npm run bench -- --mixed`: the budgeted reads at READS_PER_SECOND while writers file requests,
 * post messages and publish new revisions of answers at WRITES_PER_SECOND, for `seconds`.
 */
export const runMixedLoad = async (
  session: BenchSession,
  scenarios: Scenario[],
  seconds: number,
): Promise<MixedResult> => {
  const { servers, tokens } = session;
  const { writers, queryType, findings } = await prepareWriters(session);
  /** Each writer's latest filing, which its next message is written on. */
  const filings = new Map<number, Promise<string | undefined>>();
  const latencies: number[] = [];
  const latencyByKind: Record<string, number[]> = {};
  const byKind: Record<string, number> = { file: 0, message: 0, publish: 0 };
  let writeErrors = 0;
  /** Refused writes by kind and status, e.g. 'publish 409', so a miss says what went wrong. */
  const refusals: Record<string, number> = {};
  let n = 0;

  const write = async (record = true) => {
    const i = n++;
    // Each writer in turn files a request, then (after a partner's publication) writes on it.
    const writer = Math.floor(i / 3) % BENCH_WRITERS;
    const kind = i % 3 === 0 ? 'file' : i % 3 === 1 ? 'publish' : 'message';
    // A message waits for its writer's filing (slow on a loaded machine) rather than becoming
    // another filing, so every kind is written.
    const filed = kind === 'message' ? await filings.get(writer) : undefined;
    const started = performance.now();
    let status = 0;
    if (kind === 'file') {
      const filing = json(
        `${servers.apiUrl}/incident/insert`,
        {
          queryType_id: queryType.queryType_id,
          customerType: queryType.customerType,
          query: `Mixed load question ${i}: is the northern corridor still open to freight?`,
        },
        writers[writer]!,
      );
      filings.set(
        writer,
        filing
          .then((reply) => {
            const incident = reply.body.incident as Json | undefined;
            return incident && String(incident.incident_id);
          })
          // A failed filing is counted once, by its own write; its message then goes nowhere.
          .catch(() => undefined),
      );
      status = (await filing).status;
    } else if (kind === 'message') {
      status = (
        await json(
          `${servers.apiUrl}/message/insert`,
          {
            incident_id: filed,
            body: `Further detail ${i}: two of our trucks are waiting at the border.`,
          },
          writers[writer]!,
        )
      ).status;
    } else {
      const finding = findings[i % findings.length]!;
      const factor_response = Object.fromEntries(
        finding.factors.map((factor) => [
          factor,
          {
            response_status: 'Yellow',
            response: `Reassessed (${i}): crossings reopened with delays.`,
          },
        ]),
      );
      status = (
        await json(
          `${servers.apiUrl}/finding/update`,
          { finding_id: finding.finding_id, factor_response, summary: `Update ${i}`, draft: false },
          tokens.partner,
        )
      ).status;
    }
    if (!record) return;
    const took = performance.now() - started;
    latencies.push(took);
    (latencyByKind[kind] ??= []).push(took);
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    if (status !== 200) {
      writeErrors += 1;
      refusals[`${kind} ${status}`] = (refusals[`${kind} ${status}`] ?? 0) + 1;
    }
  };

  /** Reads and writes side by side for `seconds`, each at its steady rate. */
  const phase = async (duration: number, record: boolean) => {
    const writing = steady(WRITES_PER_SECOND, duration, () =>
      write(record).catch((error: unknown) => {
        if (!record) return;
        writeErrors += 1;
        refusals[String(error)] = (refusals[String(error)] ?? 0) + 1;
      }),
    );
    const reads = await steadyReads(session, scenarios, READS_PER_SECOND, duration);
    await writing;
    return reads;
  };

  // Each kind of write once per writer first, then WARM_UP_S of the load itself, unmeasured: the
  // first calls of a process compile their code paths and load what is read once (the gazetteer
  // for place/search, about a second), and a server just started runs its start-up jobs
  // (snapshots, trims); what is measured is the steady state after that.
  for (let k = 0; k < 3 * BENCH_WRITERS; k += 1) await write(false);
  await phase(WARM_UP_S, false);
  const reads = await phase(seconds, true);

  return {
    reads,
    writes: {
      count: latencies.length,
      p99: Math.round(p99(latencies)),
      p99ByKind: Object.fromEntries(
        Object.entries(latencyByKind).map(([kind, values]) => [kind, Math.round(p99(values))]),
      ),
      errors: writeErrors,
      byKind,
      refusals,
    },
  };
};

/**
 * One line of the report. The budget (DESIGN section 6) is checked on PostgreSQL with the server
 * as `npm start` runs it, one process; the run with `processes` workers is reported beside it and
 * not budgeted: on the bench machine the database and the load generator share the same cores
 * (docs/performance.md, docs/operations.md).
 */
export const mixedRow = (mode: Mode, processes: number, { reads, writes }: MixedResult) => {
  const misses = [
    reads.p99 >= MIXED_BUDGET.readP99Ms && `read p99 ${reads.p99} ms`,
    writes.p99 >= MIXED_BUDGET.writeP99Ms && `write p99 ${writes.p99} ms`,
    reads.errors + writes.errors > 0 && `${reads.errors + writes.errors} errors`,
  ].filter(Boolean);
  const verdict =
    mode !== 'postgres'
      ? 'not budgeted on PGlite'
      : processes > 1
        ? `not budgeted (workers; ${misses.length ? misses.join(', ') : 'within the budget'})`
        : misses.length
          ? `MISSED (${misses.join(', ')})`
          : 'met';
  const kinds = Object.entries(writes.byKind)
    .map(([kind, count]) => `${count} ${kind} p99 ${writes.p99ByKind[kind] ?? 0} ms`)
    .join(', ');
  const server = processes > 1 ? `${processes} workers (WEB_CONCURRENCY)` : 'one process';
  return `MIXED LOAD ${mode}, ${server}: reads ${reads.count} at ${READS_PER_SECOND}/s p50 ${reads.p50} ms p99 ${reads.p99} ms (budget < ${MIXED_BUDGET.readP99Ms}), ${reads.errors} errors; writes ${writes.count} at ${WRITES_PER_SECOND}/s (${kinds}) p99 ${writes.p99} ms (budget < ${MIXED_BUDGET.writeP99Ms}), ${writes.errors} errors: ${verdict}`;
};
