import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../test/test-database.js';
import { enqueueJob } from './enqueue.js';
import { createJobRunner, type JobRunner } from './job-runner.js';

const quiet = { info: () => {}, warn: () => {} };
let database: DatabaseHandle;
const runners: JobRunner[] = [];

/** A runner over the test database, stopped after the file. */
const runner = () => {
  const jobs = createJobRunner({ database, log: quiet });
  runners.push(jobs);
  return jobs;
};

const jobsOf = async (queue: string) =>
  (
    await database.raw.query(
      `select data->>'tag' as tag, state from pgboss.job where name = $1 order by created_on`,
      [queue],
    )
  ).rows as { tag: string; state: string }[];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const jobs of runners) await jobs.stop(1000);
  await database.close();
});

describe('the job runner', () => {
  it('queues a job if and only if the business transaction commits', async () => {
    const jobs = runner();
    const ran: string[] = [];
    jobs.handle('mail-send', async (data) => void ran.push((data as { tag: string }).tag));
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, 'mail-send', { tag: 'committed' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'mail-send', { tag: 'rolled back' });
        throw new Error('the business change fails');
      }),
    ).rejects.toThrow('the business change fails');

    await jobs.runDue('mail-send');
    expect(ran).toEqual(['committed']);
    expect(await jobsOf('mail-send')).toEqual([{ tag: 'committed', state: 'completed' }]);
  });

  it('creates a job with a given id once', async () => {
    const jobs = runner();
    const ran: string[] = [];
    jobs.handle('mail-send', async (data) => void ran.push((data as { tag: string }).tag));
    const id = crypto.randomUUID();
    for (let i = 0; i < 2; i += 1) {
      await enqueueJob(database.db, 'mail-send', { tag: 'once' }, { id });
    }
    await jobs.runDue('mail-send');
    expect(ran).toEqual(['once']);
  });

  it('retries a failed job after a back-off, not at once', async () => {
    const jobs = runner();
    let tries = 0;
    jobs.handle('mail-send', async () => {
      tries += 1;
      if (tries === 1) throw new Error('the relay is down');
    });
    await enqueueJob(database.db, 'mail-send', { tag: 'retried' });
    await jobs.runDue('mail-send');
    expect(tries).toBe(1);
    expect((await jobsOf('mail-send')).at(-1)).toEqual({ tag: 'retried', state: 'retry' });
    // Not due again at once: the queue waits 2-4 s before the second try.
    await jobs.runDue('mail-send');
    expect(tries).toBe(1);
    await vi.waitFor(
      async () => {
        await jobs.runDue('mail-send');
        expect(tries).toBe(2);
      },
      { timeout: 20_000, interval: 500 },
    );
    expect((await jobsOf('mail-send')).at(-1)).toEqual({ tag: 'retried', state: 'completed' });
  });

  it('runs a recurring job again and again once started, and not a switched-off one', async () => {
    const jobs = runner();
    let sweeps = 0;
    let polls = 0;
    jobs.recurring('alerts-sweep', 2, async () => void (sweeps += 1));
    jobs.recurring('feeds-poll', 0, async () => void (polls += 1));
    await jobs.start();
    await vi.waitFor(() => expect(sweeps).toBeGreaterThanOrEqual(3), {
      timeout: 30_000,
      interval: 200,
    });
    expect(polls).toBe(0);
    const schedules = await database.raw.query(`select name from pgboss.schedule order by name`);
    expect(schedules.rows).toEqual([{ name: 'alerts-sweep' }]);
    await jobs.stop(1000);
  });

  it('runs a kicked recurring queue here at once, and once more for kicks during a run', async () => {
    const jobs = runner();
    let runs = 0;
    let release = () => {};
    // An hour between rounds: every run after the start's own first one is a kick's.
    jobs.recurring('audit-trim', 3600, async () => {
      runs += 1;
      if (runs === 2) await new Promise<void>((resolve) => (release = resolve));
    });
    await jobs.start();
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 15_000, interval: 100 });
    jobs.kick('audit-trim');
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 15_000, interval: 100 });
    // Three kicks while the kicked run is under way: one more run after it, not three.
    for (let i = 0; i < 3; i += 1) jobs.kick('audit-trim');
    release();
    await vi.waitFor(() => expect(runs).toBe(3), { timeout: 15_000, interval: 100 });
    await jobs.stop(1000);
    expect(runs).toBe(3);
  });

  it('on the embedded database, retries at once what a dead process left running', async () => {
    await enqueueJob(database.db, 'mail-send', { tag: 'abandoned' });
    // As a process killed in the middle of the job leaves it: running, its lease not yet over.
    await database.raw.query(
      `update pgboss.job set state = 'active', started_on = now()
        where name = 'mail-send' and data->>'tag' = 'abandoned'`,
    );
    const jobs = runner();
    const ran: string[] = [];
    jobs.handle('mail-send', async (data) => void ran.push((data as { tag: string }).tag));
    await jobs.start({ soleProcess: true });
    // Well within the 30 s lease a server on PostgreSQL would wait for.
    await vi.waitFor(() => expect(ran).toEqual(['abandoned']), { timeout: 15_000, interval: 200 });
    await jobs.stop(1000);
  });
});
