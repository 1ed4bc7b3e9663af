import { sql, type SQLWrapper } from 'drizzle-orm';

/** Timestamps as replies carry them: ISO 8601 in UTC, with milliseconds. */
export const iso = (date: Date): string => date.toISOString();

/** `iso` in SQL, for replies built as JSON by the database: the same text, milliseconds and Z. */
export const isoSql = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Whether the moment has come, by the database's clock (an expiry every server reads alike). */
export const reached = (column: SQLWrapper) => sql<boolean>`${column} <= now()`;
