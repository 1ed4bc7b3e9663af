import { isDeepStrictEqual } from 'node:util';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

/**
 * "A write with identical values changes nothing" (docs/rules/reference-data.md, "Saving the same
 * values"): no updated time, no cache version, no notification. The cache versions are raised by
 * statement triggers (migration 0008), which fire even for an UPDATE that matches no row, so an
 * unchanged write must not send any UPDATE at all: the row is read first and compared here.
 */

/** UUIDs compare case-insensitively in the database; a body may spell them in capitals. */
const comparable = (column: PgColumn | undefined, value: unknown): unknown =>
  column?.columnType === 'PgUUID' && typeof value === 'string' ? value.toLowerCase() : value;

/**
 * Whether every value to write equals what is stored (`stored` holds at least the keys of
 * `values`). Texts, numbers, flags, dates, arrays and JSON compare by value; an undefined value is
 * left alone by an update, so it counts as unchanged.
 */
export const sameValues = (
  stored: Record<string, unknown>,
  values: Record<string, unknown>,
  columns: Record<string, PgColumn | undefined> = {},
): boolean =>
  Object.entries(values).every(
    ([key, value]) =>
      value === undefined ||
      isDeepStrictEqual(comparable(columns[key], stored[key]), comparable(columns[key], value)),
  );

/** What `updateIfChanged` did: nothing to do (no row), or the row as it now is. */
export type Written<R> = { row: R; changed: boolean } | null;

/**
 * Updates the one row `where` selects with `values` (stamping `updatedAt` when the table has it)
 * only if one of them differs from what is stored; answers the row as `returning` selects it,
 * and whether it was written. Null when no row matches. The read locks the row (FOR UPDATE), so
 * inside a transaction a concurrent write waits and the comparison holds until commit.
 */
export const updateIfChanged = async <C extends SelectedFieldsFlat, R = Record<string, unknown>>(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  values: Record<string, unknown>,
  returning: C,
  /** Set besides `values`, only when something changed (a session version raised...). */
  alsoWhenChanged: Record<string, unknown> = {},
): Promise<Written<R>> => {
  const columns = table as unknown as Record<string, PgColumn | undefined>;
  const stored = Object.fromEntries(
    Object.keys(values).map((key) => [`stored_${key}`, columns[key]!]),
  );
  const [current] = (await db
    .select({ ...returning, ...stored })
    .from(table)
    .where(where)
    .for('update')
    .limit(1)) as Record<string, unknown>[];
  if (!current) return null;
  const before = Object.fromEntries(
    Object.keys(values).map((key) => [key, current[`stored_${key}`]]),
  );
  const row = Object.fromEntries(Object.keys(returning).map((key) => [key, current[key]])) as R;
  // With no values the write is only `alsoWhenChanged` (a logout everywhere): it always happens.
  const nothingNew = Object.keys(values).length > 0 && sameValues(before, values, columns);
  if (nothingNew) return { row, changed: false };
  const stamp = 'updatedAt' in columns ? { updatedAt: new Date() } : {};
  const [written] = (await db
    .update(table)
    .set({ ...values, ...alsoWhenChanged, ...stamp })
    .where(where)
    .returning(returning)) as R[];
  return written ? { row: written, changed: true } : null;
};
