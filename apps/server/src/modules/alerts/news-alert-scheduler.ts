import type { Database } from '../../db/database.js';
import type { JobRunner } from '../../jobs/index.js';
import { notify as notifyUser } from '../notification/index.js';
import { sweepNewsAlerts } from './news-alerts.service.js';
import type { Notify } from './alert-notice.js';

/** Every couple of seconds, so a watch notice follows the news at once (docs/rules/geography.md). */
const EVERY_SECONDS = 2;

/** Asks for a sweep now: what writes news calls after its commit (feeds, admins' edits). */
export interface NewsSweep {
  kick(): void;
}

/** Where nothing sweeps on demand (tests that sweep by hand): the schedule alone. */
export const NO_KICK: NewsSweep = { kick: () => {} };

/**
 * Sweeps newly landed news for watch, stale and located alerts, feed or admin alike, as a
 * recurring job (jobs/). Across servers and overlapping runs, each article is claimed by one
 * sweep. The returned kick runs a sweep on this server at once instead of at the next round, so
 * an alert follows its article's write by the sweep's own time (docs/performance.md, "Ingest").
 */
export const scheduleNewsAlerts = (
  jobs: JobRunner,
  options: { db: Database; publicUrl: string; notify?: Notify },
): NewsSweep => {
  const notify: Notify = options.notify ?? ((db, notice) => notifyUser(db, notice));
  jobs.recurring('alerts-sweep', EVERY_SECONDS, async () => {
    while ((await sweepNewsAlerts({ db: options.db, publicUrl: options.publicUrl, notify })) > 0);
  });
  return { kick: () => jobs.kick('alerts-sweep') };
};
