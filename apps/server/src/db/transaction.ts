import { TransactionRollbackError } from 'drizzle-orm';
import type { Failure, Result } from '../domain/result.js';
import type { Database } from './database.js';

/**
 * Runs `work` in one transaction and returns its result. A failure rolls everything back, so a
 * refusal found after a first write (a foreign factor, say) leaves no trace.
 */
export const transactionResult = async <T>(
  db: Database,
  work: (tx: Database) => Promise<Result<T>>,
): Promise<Result<T>> => {
  let refused: Failure | undefined;
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) {
        refused = result;
        tx.rollback();
      }
      return result;
    });
  } catch (error) {
    if (refused && error instanceof TransactionRollbackError) return refused;
    throw error;
  }
};
