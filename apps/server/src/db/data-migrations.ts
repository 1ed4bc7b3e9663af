import { canonicaliseStoredEmails } from './canonical-emails.js';
import type { Database } from './database.js';

/**
 * Rewrites of stored data that SQL alone cannot do, run after every schema migration (each is
 * idempotent and cheap once done): today the canonical spelling of e-mail addresses.
 */
export const runDataMigrations = async (db: Database): Promise<void> => {
  await canonicaliseStoredEmails(db);
};
