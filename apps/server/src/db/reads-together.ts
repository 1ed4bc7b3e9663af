import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Independent reads: at once on the pool (each on a connection of its own), one after another on
 * a transaction, which is one connection: node-postgres deprecates a query sent on a connection
 * while another is running on it ("already executing a query"), and pg@9 drops the queue.
 */
export const readsTogether = async <T extends readonly unknown[]>(
  db: Database,
  reads: readonly [...Reads<T>],
): Promise<T> => {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
};
