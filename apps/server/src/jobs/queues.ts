import type PgBoss from 'pg-boss';

/** The PostgreSQL schema pg-boss keeps its tables in, beside the application's own. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Every queue of background work, with how its jobs are retried and how long one run may take
 * (its lease: a job left running longer is taken as abandoned and run again). The migrations
 * create these queues, so a job enqueued in a business transaction always has its queue: pg-boss
 * silently drops a job whose queue does not exist. Add a queue here, then register its handler
 * and enqueue it (docs/architecture.md, "Background jobs").
 */
export const QUEUES = {
  /**
   * One job per mail_outbox row (the job's id is the row's). A send is cut off after
   * MAIL_SEND_LIMIT_MS (mail/mail-send.ts), well within the 30 s lease, so a slow relay never
   * lets a second server send the same message; a crashed server's message waits 30 s. Retried
   * 2-4 s after a failure, doubling each time, for about three days.
   */
  'mail-send': { retryLimit: 16, retryDelay: 2, retryBackoff: true, expireInSeconds: 30 },
  /**
   * One delayed job per window that holds updates of one request for one person (its id is the
   * held mail's): at the window's end it gives the held mail its `mail-send` job
   * (mail/coalesced-mail.ts). Run twice, the second finds nothing held.
   */
  'mail-window': { retryLimit: 16, retryDelay: 2, retryBackoff: true, expireInSeconds: 30 },
  /**
   * Every minute, polls the feed sources that are due (modules/feeds): due-ness is kept on each
   * source, so two overlapping rounds never poll one source twice in an interval.
   */
  'feeds-poll': { policy: 'short', retryLimit: 0, expireInSeconds: 15 * 60 },
  /** Every 2 s, raises the watch and stale alerts of newly landed news (modules/alerts). */
  'alerts-sweep': { policy: 'short', retryLimit: 0, expireInSeconds: 5 * 60 },
  /**
   * Once a day, removes the audit events older than AUDIT_RETENTION_DAYS behind a checkpoint
   * (modules/audit/audit-retention.ts); each batch holds the chain's lock, so runs never overlap.
   */
  'audit-trim': { policy: 'short', retryLimit: 0, expireInSeconds: 60 * 60 },
  /**
   * Every minute, mails the check-in reminders that are due (modules/checkins): each reminder is
   * claimed by moving its row's `next_reminder_at` in the transaction that queues its mail.
   */
  'checkin-reminders': { policy: 'short', retryLimit: 0, expireInSeconds: 5 * 60 },
  /**
   * One job per attempt of one webhook message (modules/webhooks): the job POSTs it (10 s at
   * most) and records the outcome; a failure queues the next attempt itself, on the back-off of
   * docs/rules/webhooks.md. pg-boss's own retries only cover a run that broke (the database gone).
   */
  'webhook-deliver': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  /**
   * Every hour, takes the daily country score snapshot of each complete day of the last week not
   * yet taken, and prunes those older than two years (modules/geography/trends-snapshot.ts): a
   * day is claimed by its key row in the transaction that writes its scores.
   */
  'country-snapshot': { policy: 'short', retryLimit: 0, expireInSeconds: 15 * 60 },
  /**
   * Every 10 minutes, queues the daily and weekly digests that are due (modules/digests): each
   * person's digest of a period is claimed by its digest_sends row in the transaction of its mail.
   */
  'digests-send': { policy: 'short', retryLimit: 0, expireInSeconds: 10 * 60 },
  /**
   * Every minute, notifies the requests that reached 75 % or 100 % of their SLA unanswered
   * (modules/sla): each escalation is claimed by its sla_escalations row with its notifications.
   */
  'sla-escalations': { policy: 'short', retryLimit: 0, expireInSeconds: 5 * 60 },
} satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;

export type QueueName = keyof typeof QUEUES;
