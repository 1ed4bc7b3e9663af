import PgBoss from 'pg-boss';
import type { RawSql } from '../db/raw-sql.js';
import { bossDatabase } from './boss-database.js';
import { JOB_SCHEMA, QUEUES } from './queues.js';

/**
 * Creates (or upgrades) pg-boss's schema and every queue of queues.ts, with their current retry
 * and lease settings. Runs with the migrations, under their lock (db/client.ts), so servers
 * started together take turns and a database is never without the queues its code enqueues to.
 */
export const installJobQueues = async (raw: RawSql) => {
  const boss = new PgBoss({
    db: bossDatabase(raw),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  for (const [name, options] of Object.entries(QUEUES)) {
    await boss.createQueue(name, { name, ...options });
    await boss.updateQueue(name, { name, ...options });
  }
  await boss.stop({ graceful: false, close: false });
};
