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
  /** After a commit that queued jobs: start them now instead of at the next poll. */
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
  const workers = new Map<QueueName, string>();
  const draining = new Map<QueueName, Promise<void>>();
  const again = new Set<QueueName>();
  let started = false;

  const handlerOf = (name: QueueName) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for the ${name} queue`);
    return handler;
  };

  /** Runs one job and settles it alone, so a failure never fails the other jobs of its batch. */
  const settle = async (name: QueueName, job: PgBoss.Job<unknown>) => {
    try {
      await handlerOf(name).run(job.data);
      await boss.complete(name, job.id);
    } catch (error) {
      log.warn({ err: error, queue: name, job: job.id }, 'job failed');
      await boss.fail(name, job.id, { message: String(error) });
    }
  };

  const queueNext = (name: QueueName, seconds: number) =>
    boss.send(name, {}, { singletonKey: name, startAfter: seconds });

  const runDue = (name: QueueName): Promise<void> => {
    const running = draining.get(name);
    if (running) {
      again.add(name);
      return running;
    }
    const drain = (async () => {
      do {
        again.delete(name);
        for (let [job] = await boss.fetch(name, { batchSize: 1 }); job;) {
          await settle(name, job);
          [job] = await boss.fetch(name, { batchSize: 1 });
        }
      } while (again.has(name));
    })().finally(() => draining.delete(name));
    draining.set(name, drain);
    return drain;
  };

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
    const { batch, everySeconds } = handlerOf(name);
    // A start retried after a failure (server.ts) must not add a second worker.
    if (!workers.has(name)) workers.set(name, await startWorker(name, batch, everySeconds));
    if (everySeconds) {
      await boss.schedule(name, EVERY_MINUTE, {}, { singletonKey: name });
      await queueNext(name, 0);
    }
  };

  const startWorker = (name: QueueName, batch: number, everySeconds?: number) =>
    boss.work(name, { batchSize: batch, pollingIntervalSeconds: POLL_SECONDS }, async (jobs) => {
      await Promise.all(jobs.map((job) => settle(name, job)));
      if (everySeconds) await queueNext(name, everySeconds);
    });

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
      log.info({ queues: [...workers.keys()] }, 'job runner started');
    },
    stop: async (timeoutMs = 20_000) => {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await Promise.allSettled(draining.values());
    },
    kick: (name) => {
      const worker = started ? workers.get(name) : undefined;
      if (worker) boss.notifyWorker(worker);
      else void runDue(name).catch((error: unknown) => log.warn({ err: error }, 'jobs not run'));
    },
    runDue,
  };
};
