import { DIGEST_PERIODS } from '@georisk/contract';
import type { JobRunner } from '../../jobs/index.js';
import { sendDueDigests, type DigestDeps } from './digest.service.js';

/**
 * Every 10 minutes: the digests due in the current day and week go out (the first round after
 * midnight UTC sends the day's, the first after Monday 00:00 UTC the week's). A round finds only
 * the people without this period's row, so rounds and servers never send one twice.
 */
const EVERY_SECONDS = 10 * 60;

export const scheduleDigests = (jobs: JobRunner, deps: DigestDeps & { kickMail(): void }) => {
  jobs.recurring('digests-send', EVERY_SECONDS, async () => {
    let sent = 0;
    for (const period of DIGEST_PERIODS) sent += (await sendDueDigests(deps, period)).sent;
    if (sent > 0) deps.kickMail();
  });
};
