import type pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';

const MIGRATION_LOCK_ID = 727274;

const tryLock = async (connection: pg.PoolClient): Promise<boolean> => {
  const { rows } = await connection.query<{ locked: boolean }>(
    'select pg_try_advisory_lock($1) as locked',
    [MIGRATION_LOCK_ID],
  );
  return rows[0]?.locked === true;
};

/**
 * Runs `work` on one connection holding the migration advisory lock, so servers started together
 * on one PostgreSQL migrate and seed in turn (docs/operations.md, "Start-up").
 */
export const withMigrationLock = async <T>(
  pool: pg.Pool,
  work: (connection: pg.PoolClient) => Promise<T>,
): Promise<T> => {
  const connection = await pool.connect();
  try {
    // Polled rather than awaited: another server's turn may outlast the statement timeout.
    while (!(await tryLock(connection))) await sleep(200);
    return await work(connection);
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    connection.release();
  }
};
