import type { Database } from '../../db/database.js';
import type { JobRunner } from '../../jobs/index.js';
import { notify as notifyUser } from '../notification/index.js';
import { sweepNewsAlerts } from './news-alerts.service.js';
import type { Notify } from './alert-notice.js';

/** Every couple of seconds, so a watch notice follows the news at once (docs/rules/geography.md). */
const EVERY_SECONDS = 2;

/**
 * Sweeps newly landed news for watch and stale alerts, feed or admin alike, as a recurring job
 * (jobs/). Across servers and overlapping runs, each article is claimed by one sweep.
 */
export const scheduleNewsAlerts = (
  jobs: JobRunner,
  options: { db: Database; publicUrl: string; notify?: Notify },
) => {
  const notify: Notify = options.notify ?? ((db, notice) => notifyUser(db, notice));
  jobs.recurring('alerts-sweep', EVERY_SECONDS, async () => {
    while ((await sweepNewsAlerts({ db: options.db, publicUrl: options.publicUrl, notify })) > 0);
  });
};
