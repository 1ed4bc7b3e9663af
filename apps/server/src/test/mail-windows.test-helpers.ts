import { sql } from 'drizzle-orm';
import { mailWindow } from '../mail/mail-windows.repository.js';
import type { TestApp } from './test-app.js';

/**
 * Moves the mail windows' clock on by one whole window, as if five minutes had passed: every
 * window ends, and the jobs that end them are due. Time moves in the database, where the windows
 * and the job runner measure it, so no test waits.
 */
export const endMailWindows = async (t: Pick<TestApp, 'database'>, seconds?: number) => {
  // A window of its own length (exposure alerts' 15 minutes), or the requests' one.
  const length = seconds ? sql.raw(`interval '${Math.trunc(seconds)} seconds'`) : mailWindow();
  await t.database.db.execute(sql`update mail_windows set ends_at = ends_at - ${length}`);
  await t.database.db.execute(
    sql`update pgboss.job set start_after = start_after - ${length}
         where name = 'mail-window' and state = 'created'`,
  );
};
