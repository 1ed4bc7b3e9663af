import { canonicalEmail } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { users } from './schema.js';
import { isUniqueViolation } from './unique.js';

/** Plain lower-case ASCII addresses are canonical already; only the others are read. */
const MAYBE_NOT_CANONICAL = sql`${users.email} !~ '^[a-z0-9._+-]+@[a-z0-9.-]+$'`;

/**
 * The data half of the migration to canonical e-mail addresses: rewrites each stored address to
 * its canonical spelling (contract canonicalEmail; the database cannot do NFKC, lower-case and
 * punycode exactly as the code does). Idempotent and cheap once done, so it runs after every
 * migrate. Two old rows that become one address cannot both have it: the later keeps its old
 * spelling (the admin list still shows it) and is returned to the caller.
 */
export const canonicaliseStoredEmails = async (db: Database): Promise<string[]> => {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(MAYBE_NOT_CANONICAL)
    .orderBy(users.createdAt);
  const clashes: string[] = [];
  for (const row of rows) {
    const canonical = canonicalEmail(row.email);
    if (canonical === row.email) continue;
    try {
      await db.update(users).set({ email: canonical }).where(eq(users.id, row.id));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      clashes.push(row.email);
    }
  }
  return clashes;
};
