/** Digest e-mails (docs/rules/digests.md): routes, the scheduled job and the admin command's run. */
export { digestRoutes as digestsModule } from './digests.routes.js';
export { scheduleDigests } from './digest-schedule.js';
export { sendDueDigests, type DigestDeps } from './digest.service.js';
