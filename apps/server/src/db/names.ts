import { sql, type SQLWrapper } from 'drizzle-orm';

/** A user's display name, "First Last", from any alias of the users table. */
export const fullName = (table: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string>`${table.firstName} || ' ' || ${table.lastName}`;
