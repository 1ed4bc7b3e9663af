import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import { bossOnTransaction } from './boss-database.js';
import { JOB_SCHEMA, type QueueName } from './queues.js';

/**
 * Only writes jobs, each through the transaction it is handed (pg-boss's `insert` with `db`);
 * it never connects or starts anything itself.
 */
const writer = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('enqueueJob needs a transaction')) },
  schema: JOB_SCHEMA,
});

/**
 * Queues a job in the caller's transaction: the job exists if and only if the business change
 * commits. After the commit the caller may `kick` the runner so the job starts at once rather
 * than at the next poll. `id` makes the job idempotent: a second job with the same id in the same
 * queue is not created while the first is kept. `startAfter` (an ISO time) delays it until then.
 */
export const enqueueJob = async (
  tx: Pick<Database, 'execute'>,
  name: QueueName,
  data: object,
  options: { id?: string; startAfter?: string } = {},
) => {
  await writer.insert([{ name, data, ...options }], { db: bossOnTransaction(tx) });
};
