import { sql } from 'drizzle-orm';
import { mailWindow } from '../mail/mail-windows.repository.js';
import type { TestApp } from './test-app.js';

/**
 * Moves the mail windows' clock on by one whole window, as if five minutes had passed: every
 * window ends, and the jobs that end them are due. Time moves in the database, where the windows
 * and the job runner measure it, so no test waits.
 */
export const endMailWindows = async (t: Pick<TestApp, 'database'>) => {
  await t.database.db.execute(sql`update mail_windows set ends_at = ends_at - ${mailWindow()}`);
  await t.database.db.execute(
    sql`update pgboss.job set start_after = start_after - ${mailWindow()}
         where name = 'mail-window' and state = 'created'`,
  );
};
