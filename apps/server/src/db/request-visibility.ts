import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyMembers } from './schema.js';

type Requests = { createdBy: AnyPgColumn; companyId: AnyPgColumn };

/** The company the user belongs to, as a scalar subquery (null: a solo customer). */
const companyOf = (userId: string) =>
  sql`(select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`;

/** Requests (of `incidents` or an alias of it) filed for the user's company; none for a solo customer. */
export const ofUsersCompany = (table: Requests, userId: string): SQL =>
  sql`${table.companyId} = ${companyOf(userId)}`;

/**
 * The requests a customer reads (docs/rules/companies.md, "Shared requests"): their personal ones
 * and, as a member, every request filed for their company — never a former company's. One SQL
 * condition, so a list, a count or a country's figures stay one statement.
 */
export const seenBy = (table: Requests, userId: string): SQL =>
  or(
    and(eq(table.createdBy, userId), isNull(table.companyId)),
    ofUsersCompany(table, userId),
  ) as SQL;
