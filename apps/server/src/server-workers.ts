import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/**
 * WEB_CONCURRENCY above 1 (docs/operations.md, "One server, several processes"): this process
 * only supervises. Each worker is a whole server (its own pool, caches and job runner) on the
 * shared PostgreSQL database and the same port: Node's cluster hands each new connection to the
 * next worker, and everything that must hold across servers already does (shared rate limits,
 * cache versions, leases, one poll per interval). A worker that dies is replaced; a worker that
 * stops before it ever listened stops the whole server, as a start error would. SIGTERM or SIGINT
 * here reaches every worker as SIGTERM, each drains as one server does, and this process exits
 * when the last has, with 0 when they all stopped cleanly.
 */
export const superviseWorkers = (count: number, log: Logger) => {
  let stopping = false;
  let failed = false;
  const listened = new WeakSet<Worker>();
  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  const stopAll = () => {
    stopping = true;
    for (const worker of workers()) worker.process.kill('SIGTERM');
  };
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // A worker still starting has no drain to run yet: the signal itself stops it.
      if (code !== 0 && signal !== 'SIGTERM') {
        failed = true;
        log.error({ worker: worker.process.pid, code, signal }, 'a server worker stopped badly');
      }
      if (workers().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!listened.has(worker)) {
      log.fatal({ worker: worker.process.pid, code, signal }, 'a server worker did not start');
      failed = true;
      stopAll();
      if (workers().length === 0) process.exit(1);
      return;
    }
    log.error(
      { worker: worker.process.pid, code, signal },
      'a server worker stopped; starting another',
    );
    fork();
  });
  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);

  for (let i = 0; i < count; i += 1) fork();
  log.info({ workers: count }, 'GeoRisk starts its server workers');
};
