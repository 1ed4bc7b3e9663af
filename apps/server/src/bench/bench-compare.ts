import { isDeepStrictEqual } from 'node:util';
import type { Mode } from './bench-databases.js';
import { checkBudget, type BudgetCheck, type Scenario } from './bench-scenarios.js';
import type { BenchSession } from './bench-session.js';
import { runLoad, type LoadOptions, type LoadResult } from './load.js';
import { rawPost, type RawReply } from './raw-post.js';

/** One scenario measured against its yardstick (docs/performance.md, "Budgets"). */
export interface Comparison {
  scenario: Scenario;
  mode: Mode;
  /** The real route's status and reply size when captured. */
  status: number;
  bytes: number;
  /**
   * The yardstick answered as it must: for a public read, byte for byte what the real route did
   * (body, content type, headers); for a private read, 200 with the query's result as JSON.
   */
  identical: boolean;
  real: LoadResult;
  bare: LoadResult;
  ratio: number;
  budget: BudgetCheck;
}

/**
 * The yardstick of one scenario and whether it answers as it must. A public read's is a bare route
 * made to answer the real route's bytes; a private read's is a bare route running the same query
 * (yardstick-server.ts).
 */
const yardstickOf = async (
  servers: BenchSession['servers'],
  scenario: Scenario,
  token: string,
  captured: RawReply,
) => {
  if (scenario.budget === 'private') {
    const url = servers.yardstickUrl(scenario.caller, scenario.path);
    const answer = await rawPost(url, scenario.body, token);
    const json = answer.status === 200 && answer.type.startsWith('application/json');
    return { url, identical: json && answer.body.length > 2 };
  }
  const url = await servers.bareRoute(scenario.id, captured);
  const echoed = await rawPost(url, scenario.body, token);
  const identical =
    echoed.status === 200 &&
    echoed.type === captured.type &&
    isDeepStrictEqual(echoed.headers, captured.headers) &&
    echoed.body.equals(captured.body);
  return { url, identical };
};

/** Several runs of one side as one: mean throughput, the worst p99, every reply counted. */
const combined = (runs: LoadResult[]): LoadResult => {
  const mean = (pick: (run: LoadResult) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((s, run) => s + pick(run), 0);
  return {
    name: runs[0]!.name,
    rps: mean((run) => run.rps),
    p50: mean((run) => run.p50),
    p99: Math.max(...runs.map((run) => run.p99)),
    ok: sum((run) => run.ok),
    errors: sum((run) => run.errors),
    socketErrors: sum((run) => run.socketErrors),
  };
};

/**
 * The two sides in `rounds` alternating turns (yardstick, real; real, yardstick; ...), each turn
 * `duration / rounds` seconds: on a machine whose other load drifts, what one side gains from a
 * quiet moment the other gains in the next turn, so the ratio measures the product, not the drift.
 */
const loadBothSides = async (
  runBare: (load: LoadOptions) => Promise<LoadResult>,
  runReal: (load: LoadOptions) => Promise<LoadResult>,
  load: LoadOptions,
  rounds: number,
) => {
  if (load.duration === undefined || rounds <= 1) {
    return { bare: await runBare(load), real: await runReal(load) };
  }
  const turn = { ...load, duration: Math.max(2, Math.round(load.duration / rounds)) };
  const bare: LoadResult[] = [];
  const real: LoadResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      bare.push(await runBare(turn));
      real.push(await runReal(turn));
    } else {
      real.push(await runReal(turn));
      bare.push(await runBare(turn));
    }
  }
  return { bare: combined(bare), real: combined(real) };
};

/**
 * For each scenario: call the real route once, set up and check its yardstick, then load the
 * yardstick and the real route in alternating turns with the same method, body, token header,
 * connections and time.
 */
export const compareWithBare = async (
  { servers, tokens }: BenchSession,
  mode: Mode,
  scenarios: Scenario[],
  load: LoadOptions & { rounds?: number },
  onEach: (comparison: Comparison) => void = () => {},
): Promise<Comparison[]> => {
  const results: Comparison[] = [];
  for (const scenario of scenarios) {
    const url = `${servers.apiUrl}/${scenario.path}`;
    const token = tokens[scenario.caller];
    const captured = await rawPost(url, scenario.body, token);
    const { url: bareUrl, identical } = await yardstickOf(servers, scenario, token, captured);
    const { bare, real } = await loadBothSides(
      (turn) => runLoad(`bare ${scenario.id}`, bareUrl, scenario.body, token, turn),
      (turn) => runLoad(scenario.name, url, scenario.body, token, turn),
      load,
      load.rounds ?? 1,
    );
    const ratio = bare.rps > 0 ? real.rps / bare.rps : 0;
    const captureErrors = captured.status >= 200 && captured.status < 300 ? 0 : 1;
    const comparison: Comparison = {
      scenario,
      mode,
      status: captured.status,
      bytes: captured.body.length,
      identical,
      real,
      bare,
      ratio,
      budget: checkBudget(scenario.budget, mode, load.connections, {
        ratio,
        p99: real.p99,
        errors: real.errors + bare.errors + captureErrors,
        identical,
      }),
    };
    onEach(comparison);
    results.push(comparison);
  }
  return results;
};
