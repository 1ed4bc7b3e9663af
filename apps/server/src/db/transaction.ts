import { TransactionRollbackError } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Failure, Result } from '../domain/result.js';
import type { Database } from './database.js';

type CommitHook = () => Promise<void>;
/** An open transaction: a Database that can also roll itself back. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Work to run at the end of a transaction opened by `inTransaction`, just before it commits, keyed
 * by the transaction's session: a savepoint inside it (a nested `transaction`) shares the session.
 */
const commitHooks = new WeakMap<object, CommitHook[]>();

const sessionOf = (tx: Database): object => tx._.session;

/**
 * Runs `hook` just before `tx` commits, if `tx` (or the transaction a savepoint `tx` is inside)
 * was opened by `inTransaction`; answers false otherwise, and the caller does its work at once.
 * What needs a lock that every writer takes (the audit chain's) asks here, so the lock is held
 * for the commit only, not for the rest of the transaction's work.
 */
export const beforeCommit = (tx: Database, hook: CommitHook): boolean => {
  const hooks = commitHooks.get(sessionOf(tx));
  if (!hooks) return false;
  hooks.push(hook);
  return true;
};

/** Items gathered by several calls in one transaction, written by one hook before it commits. */
const commitBatches = new WeakMap<object, Map<symbol, unknown[]>>();

/**
 * The batch `key` of the transaction `tx` belongs to, to push items on: the first call registers
 * `flush` to run with every item pushed (once, just before the commit), so several writers in one
 * transaction share one round of statements (the audit chain's lock, read and insert). Answers
 * undefined outside a transaction opened by `inTransaction`, as `beforeCommit` answers false.
 */
export const commitBatch = <T>(
  tx: Database,
  key: symbol,
  flush: (items: T[]) => Promise<void>,
): T[] | undefined => {
  const session = sessionOf(tx);
  const batches = commitBatches.get(session) ?? new Map<symbol, unknown[]>();
  const open = batches.get(key);
  if (open) return open as T[];
  const items: T[] = [];
  const registered = beforeCommit(tx, () => {
    // Taken off first: an item pushed by a later hook starts a batch (and a flush) of its own.
    batches.delete(key);
    return flush(items);
  });
  if (!registered) return undefined;
  batches.set(key, items);
  commitBatches.set(session, batches);
  return items;
};

/**
 * Runs `work` in one transaction, then the hooks it registered (`beforeCommit`), then commits; an
 * error anywhere rolls everything back. Called with a transaction it opens a savepoint, and the
 * outer transaction runs the hooks. The one way the server opens a transaction (lint).
 */
export const inTransaction = <T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  /** Isolation and access mode, e.g. one snapshot for several reads (`repeatable read`). */
  config?: PgTransactionConfig,
): Promise<T> =>
  // eslint-disable-next-line no-restricted-properties -- this is the one place that may
  db.transaction(async (tx) => {
    const session = sessionOf(tx);
    if (commitHooks.has(session)) return work(tx);
    const hooks: CommitHook[] = [];
    commitHooks.set(session, hooks);
    try {
      const result = await work(tx);
      // A hook may register another (in order): run until none is left.
      for (let hook = hooks.shift(); hook; hook = hooks.shift()) await hook();
      return result;
    } finally {
      commitHooks.delete(session);
      commitBatches.delete(session);
    }
  }, config);

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
    return await inTransaction(db, async (tx) => {
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
