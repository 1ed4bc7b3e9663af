import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/**
 * The Drizzle database over either driver (PGlite or node-postgres). A transaction is one too,
 * so a repository function takes this whether or not it runs inside a transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
