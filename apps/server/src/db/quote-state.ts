import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { partnerFirmMembers, partnerFirms } from './schema.js';

/*
 * Requests priced on quote (docs/rules/proposals.md), as the incident, SLA and proposal modules
 * read them: shared here because each needs the same expressions.
 */

interface QuotedColumns {
  onQuote: AnyPgColumn;
  quotedFirmId: AnyPgColumn;
}

/** When a request's time to answer starts: filing, or for a quoted one the proposal's acceptance. */
export const clockStart = (table: { createdAt: AnyPgColumn; quotedAt: AnyPgColumn }) =>
  sql`coalesce(${table.quotedAt}, ${table.createdAt})`;

/** An on-quote request whose author has accepted no proposal yet: no clock runs, nobody works on it. */
export const awaitingQuote = (table: QuotedColumns) =>
  sql<boolean>`(${table.onQuote} and ${table.quotedFirmId} is null)`;

/** The firm a partner belongs to (null: none). */
export const firmIdOf = async (db: Database, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ firmId: partnerFirmMembers.firmId })
    .from(partnerFirmMembers)
    .where(eq(partnerFirmMembers.userId, userId))
    .limit(1);
  return row?.firmId ?? null;
};

/** Whether `userId` may take the request under the quote rules (a claim's condition in SQL). */
export const quoteOpenTo = (table: QuotedColumns, userId: string, admin: boolean) =>
  admin
    ? sql`(not ${table.onQuote} or ${table.quotedFirmId} is not null)`
    : sql`(not ${table.onQuote} or ${table.quotedFirmId} in (select ${partnerFirmMembers.firmId}
        from ${partnerFirmMembers} where ${partnerFirmMembers.userId} = ${userId}))`;

/**
 * Whether the firm row in scope covers a request (docs/rules/proposals.md): a category it lists
 * (or any, when it lists none) and a country it lists (or any, when it lists none or the request
 * names none). The firms' screen lists, and filing notifies, by this one rule.
 */
export const firmCovers = (request: { categoryId: AnyPgColumn; countries: AnyPgColumn }) =>
  sql`(cardinality(${partnerFirms.categories}) = 0
      or ${request.categoryId} = any(${partnerFirms.categories}))
    and (cardinality(${partnerFirms.countries}) = 0 or cardinality(${request.countries}) = 0
      or ${request.countries} && ${partnerFirms.countries})`;
