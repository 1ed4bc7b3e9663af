import type { Logger } from 'drizzle-orm';

/**
 * Statements the app runs around any route, not the route's own: the per-request session check
 * (at most one read a second per user) and the reply cache's version read. Left out, so a test
 * can hold a list route to one statement.
 */
const AROUND_EVERY_ROUTE = [
  /^select "session_version", "is_active" and not "is_disabled" from "users" /,
  /^select "topic", "version" from "cache_versions"/,
];

/** Counts statements (drizzle's logger), so tests can prove a list is one query (no N+1). */
export class QueryCounter implements Logger {
  count = 0;
  private readonly recordings = new Set<string[]>();

  logQuery(query: string, params: unknown[] = []): void {
    if (AROUND_EVERY_ROUTE.some((pattern) => pattern.test(query))) return;
    this.count += 1;
    if (this.recordings.size === 0) return;
    const statement = `${query} -- ${JSON.stringify(params, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))}`;
    for (const recording of this.recordings) recording.push(statement);
  }

  /**
   * The statements (as counted) that `work` runs, in order, each with its parameters after ` -- `,
   * e.g. to see that none is run twice.
   */
  async statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const recording: string[] = [];
    this.recordings.add(recording);
    try {
      await work();
    } finally {
      this.recordings.delete(recording);
    }
    return recording;
  }
}
