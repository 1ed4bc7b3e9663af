import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { RawSql } from '../db/raw-sql.js';

/** A text of several statements: pg-boss's schema scripts and maintenance (BEGIN ... COMMIT). */
const isScript = (text: string) => /;\s*\S/.test(text.trim());

/** pg-boss's statements over our own connection (pool or PGlite), never a pool of its own. */
export const bossDatabase = (raw: RawSql): PgBoss.Db => ({
  executeSql: async (text, values) => {
    if ((values ?? []).length === 0 && isScript(text)) {
      await raw.script(text);
      return { rows: [] };
    }
    return raw.query(text, values);
  },
});

/**
 * `$1`..`$n` as Drizzle parameters, so a pg-boss statement runs inside a Drizzle transaction.
 * Drizzle numbers parameters in the order they appear, so each `$n` becomes its own; that is
 * only right for statements that use each parameter once (pg-boss's `insert`): a repeated one
 * would be bound twice with types inferred apart, so it is refused.
 */
const asDrizzle = (text: string, values: unknown[]): SQL => {
  const seen = new Set<string>();
  const chunks = text.split(/\$(\d+)/).map((part, index) => {
    if (index % 2 === 0) return sql.raw(part);
    if (seen.has(part)) throw new Error(`parameter $${part} used twice: not for a transaction`);
    seen.add(part);
    return sql`${values[Number(part) - 1] ?? null}`;
  });
  return sql.join(chunks);
};

/** Runs pg-boss's statements on a Drizzle transaction (or database): the business one. */
export const bossOnTransaction = (tx: Pick<Database, 'execute'>): PgBoss.Db => ({
  executeSql: async (text, values) => {
    const result = (await tx.execute(asDrizzle(text, values ?? []))) as unknown as {
      rows?: unknown[];
    };
    return { rows: result.rows ?? [] };
  },
});
