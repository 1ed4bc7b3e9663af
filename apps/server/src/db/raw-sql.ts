import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * SQL text as a library writes it, outside Drizzle: the job queue (pg-boss) sends its own
 * statements with `$1` parameters, and installs its schema as scripts of several statements.
 */
export interface RawSql {
  /** One statement, with parameters. */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Several statements, no parameters (a schema script with its own BEGIN/COMMIT). */
  script(text: string): Promise<void>;
}

/**
 * PGlite takes parameters only with one statement (`query`) and several statements only
 * without parameters (`exec`), so the two kinds go their own ways.
 */
export const pgliteRawSql = (client: PGlite | Transaction): RawSql => ({
  query: (text, values) => client.query(text, values),
  script: async (text) => {
    await client.exec(text);
  },
});

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** node-postgres sends a statement without parameters as a simple query, scripts included. */
export const pgRawSql = (client: Queryable): RawSql => ({
  query: (text, values) => client.query(text, values),
  script: async (text) => {
    await client.query(text);
  },
});
