import type { Database } from '../../db/database.js';
import type { JobRunner } from '../../jobs/index.js';
import { takeSnapshots } from './trends.service.js';

const HOUR_S = 3600;

interface SnapshotLog {
  info(object: object, message: string): void;
}

/**
 * The daily country score snapshot on the one job runner (jobs/): hourly, so a day is taken soon
 * after it ends, and a server that was down catches up; each day is taken once (trends.service.ts).
 */
export const scheduleCountrySnapshots = (
  jobs: JobRunner,
  { db, log }: { db: Database; log: SnapshotLog },
) =>
  jobs.recurring('country-snapshot', HOUR_S, async () => {
    const outcome = await takeSnapshots(db);
    if (outcome.recorded > 0 || outcome.pruned > 0) log.info(outcome, 'country scores snapshot');
  });
