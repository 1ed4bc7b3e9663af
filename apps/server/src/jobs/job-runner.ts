import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database.js';
import { bossDatabase } from './boss-database.js';
import { JOB_SCHEMA, type QueueName } from './queues.js';

export type JobHandler = (data: unknown) => Promise<void>;

interface JobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface JobRunner {
  /**
   * What a queue's jobs do. `batch` jobs of the queue run at once on this server (each within
   * its own lease); one by default.
   */
  handle(name: QueueName, run: JobHandler, options?: { batch?: number }): void;
  /**
   * A queue that runs every `everySeconds` across all servers (one run at a time; 0 switches
   * it off everywhere). A run that fails is not retried: the next one comes anyway.
   */
  recurring(name: QueueName, everySeconds: number, run: JobHandler): void;
  /**
   * Starts working the queues. `soleProcess`: no other process can be running jobs (the
   * embedded database's lock), so a job left running belongs to a dead process and is retried
   * at once instead of when its lease runs out.
   */
  start(options?: { soleProcess?: boolean }): Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones to end. */
  stop(timeoutMs?: number): Promise<void>;
  /**
   * After a commit that queued jobs: start them now instead of at the next poll. On a recurring
   * queue of a started runner it also runs the queue's work here at once, beside its rounds (one
   * at a time on this server: kicks during a run give one more run after it), so that work must
   * be safe beside another server's run. The news sweep is kicked after news is written.
   */
  kick(name: QueueName): void;
  /** Runs every due job of the queue here and now, one after the other (tests, `kick` before start). */
  runDue(name: QueueName): Promise<void>;
}

const POLL_SECONDS = 2;
/** Recurring queues are also sent once a minute by pg-boss's cron, which restarts a broken chain. */
const EVERY_MINUTE = '* * * * *';

/** Background jobs on pg-boss over the application's own database (docs/architecture.md). */
export const createJobRunner = (options: { database: DatabaseHandle; log: JobLog }): JobRunner => {
  const { log } = options;
  const boss = new PgBoss({
    db: bossDatabase(options.database.raw),
    schema: JOB_SCHEMA,
    // The migrations install the schema and the queues (jobs/job-schema.ts).
    migrate: false,
    // Expires abandoned jobs (a dead server's) and archives old ones; one server per interval.
    maintenanceIntervalSeconds: 10,
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 2,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job runner'));

  const handlers = new Map<QueueName, { run: JobHandler; batch: number; everySeconds?: number }>();
  /**
   * Each started queue's poll. Not pg-boss's work(): after a handler it completes or fails the
   * jobs without awaiting, so a database gone at that moment became an unhandled rejection that
   * stopped the server. runDue fetches, runs and settles the jobs itself, catching everything.
   */
  const polls = new Map<QueueName, NodeJS.Timeout>();
  const draining = new Map<QueueName, Promise<void>>();
  const again = new Set<QueueName>();
  /** Recurring queues kicked on this server: their work runs once more, here, at the next turn. */
  const wanted = new Set<QueueName>();
  let started = false;

  const handlerOf = (name: QueueName) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for the ${name} queue`);
    return handler;
  };

  /**
   * Runs one job and settles it alone, so a failure never fails the other jobs of its batch. It
   * never throws: with the database gone even recording the failure fails, and the job's lease
   * then runs out and it is retried (an unhandled rejection here used to stop the server).
   */
  const settle = async (name: QueueName, job: PgBoss.Job<unknown>) => {
    try {
      await handlerOf(name).run(job.data);
      await boss.complete(name, job.id);
    } catch (error) {
      log.warn({ err: error, queue: name, job: job.id }, 'job failed');
      await boss
        .fail(name, job.id, { message: String(error) })
        .catch((failed: unknown) => log.warn({ err: failed, queue: name }, 'job not settled'));
    }
  };

  /** A kicked recurring queue's work, run here outside pg-boss; a failure waits for the next. */
  const runHere = async (name: QueueName) => {
    try {
      await handlerOf(name).run({});
    } catch (error) {
      log.warn({ err: error, queue: name }, 'kicked run failed');
    }
  };

  const queueNext = (name: QueueName, seconds: number) =>
    boss.send(name, {}, { singletonKey: name, startAfter: seconds });

  /** After a recurring queue's run, its next run; without the database the minutely cron does it. */
  const queueNextRound = async (name: QueueName) => {
    const { everySeconds } = handlerOf(name);
    if (!everySeconds) return;
    await queueNext(name, everySeconds).catch((error: unknown) =>
      log.warn({ err: error, queue: name }, 'next round not queued'),
    );
  };

  const runDue = (name: QueueName): Promise<void> => {
    const running = draining.get(name);
    if (running) {
      again.add(name);
      return running;
    }
    const { batch } = handlerOf(name);
    const drain = (async () => {
      do {
        again.delete(name);
        if (wanted.delete(name)) await runHere(name);
        for (let jobs = await boss.fetch(name, { batchSize: batch }); jobs.length > 0;) {
          await Promise.all(jobs.map((job) => settle(name, job)));
          await queueNextRound(name);
          jobs = await boss.fetch(name, { batchSize: batch });
        }
      } while (again.has(name) || wanted.has(name));
    })().finally(() => draining.delete(name));
    draining.set(name, drain);
    return drain;
  };

  const runDueQuietly = (name: QueueName) =>
    void runDue(name).catch((error: unknown) =>
      log.warn({ err: error, queue: name }, 'jobs not run'),
    );

  /** Jobs a dead process left running: only safe when no other process can be running them. */
  const retryAbandoned = async () => {
    const { rows } = await options.database.raw.query(
      `select name, id from ${JOB_SCHEMA}.job where state = 'active'`,
    );
    for (const { name, id } of rows as { name: QueueName; id: string }[]) {
      await boss.fail(name, id, { message: 'the process running it stopped' });
    }
  };

  const startQueue = async (name: QueueName) => {
    const { everySeconds } = handlerOf(name);
    // A start retried after a failure (server.ts) must not add a second poll.
    if (!polls.has(name)) {
      polls.set(
        name,
        setInterval(() => runDueQuietly(name), POLL_SECONDS * 1000),
      );
    }
    if (everySeconds) {
      await boss.schedule(name, EVERY_MINUTE, {}, { singletonKey: name });
      await queueNext(name, 0);
    }
    runDueQuietly(name);
  };

  return {
    handle: (name, run, { batch = 1 } = {}) => {
      handlers.set(name, { run, batch });
    },
    recurring: (name, everySeconds, run) => {
      handlers.set(name, { run, batch: 1, everySeconds });
    },
    start: async ({ soleProcess = false } = {}) => {
      await boss.start();
      if (soleProcess) await retryAbandoned();
      for (const [name, { everySeconds }] of handlers) {
        if (everySeconds === 0) await boss.unschedule(name);
        else await startQueue(name);
      }
      started = true;
      log.info({ queues: [...polls.keys()] }, 'job runner started');
    },
    stop: async (timeoutMs = 20_000) => {
      started = false;
      wanted.clear();
      for (const poll of polls.values()) clearInterval(poll);
      polls.clear();
      await Promise.allSettled(draining.values());
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
    kick: (name) => {
      if (started && handlers.get(name)?.everySeconds) wanted.add(name);
      runDueQuietly(name);
    },
    runDue,
  };
};
