import { isDeepStrictEqual } from 'node:util';
import type { Mode } from './bench-databases.js';
import { checkBudget, type BudgetCheck, type Scenario } from './bench-scenarios.js';
import type { BenchSession } from './bench-session.js';
import { runLoad, type LoadOptions, type LoadResult } from './load.js';
import { rawPost } from './raw-post.js';

/** One scenario measured against the bare route answering its bytes. */
export interface Comparison {
  scenario: Scenario;
  mode: Mode;
  /** The real route's status and reply size when captured. */
  status: number;
  bytes: number;
  /** The bare route answered byte for byte what the real one did (body, content type, headers). */
  identical: boolean;
  real: LoadResult;
  bare: LoadResult;
  ratio: number;
  budget: BudgetCheck;
}

/**
 * For each scenario: call the real route once, make the bare route answer the same bytes, check
 * it does, then load the bare route and the real route back to back with the same method, body,
 * token header, connections and duration.
 */
export const compareWithBare = async (
  { servers, tokens }: BenchSession,
  mode: Mode,
  scenarios: Scenario[],
  load: LoadOptions,
  onEach: (comparison: Comparison) => void = () => {},
): Promise<Comparison[]> => {
  const results: Comparison[] = [];
  for (const scenario of scenarios) {
    const url = `${servers.apiUrl}/${scenario.path}`;
    const token = tokens[scenario.caller];
    const captured = await rawPost(url, scenario.body, token);
    const bareUrl = await servers.bareRoute(scenario.id, captured);
    const echoed = await rawPost(bareUrl, scenario.body, token);
    const identical =
      echoed.status === 200 &&
      echoed.type === captured.type &&
      isDeepStrictEqual(echoed.headers, captured.headers) &&
      echoed.body.equals(captured.body);
    const bare = await runLoad(`bare ${scenario.id}`, bareUrl, scenario.body, token, load);
    const real = await runLoad(scenario.name, url, scenario.body, token, load);
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
