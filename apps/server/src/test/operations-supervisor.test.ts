import net, { type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, childPids, clusterEnv, sleep } from './cluster.js';
import { exited, freePort, spawnServer } from './server-process.js';

/**
 * A supervisor (WEB_CONCURRENCY) whose workers never listen stops the whole server, non-zero and
 * with no worker left behind (server-workers.ts, docs/operations.md). No database is needed: a
 * port nothing answers on stands for it, so this runs once, in the PGlite project.
 */
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'a supervisor whose worker never listens',
  () => {
    // A "database" that takes connections and never answers: a worker waits on it, never listening.
    const held = new Set<Socket>();
    const silent = net.createServer((socket) => {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
    });
    let silentPort: number;
    beforeAll(async () => {
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      silentPort = (silent.address() as net.AddressInfo).port;
    });
    afterAll(async () => {
      held.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    const supervisor = async (databaseUrl: string, extra: Record<string, string> = {}) =>
      spawnServer({
        ...clusterEnv(databaseUrl, extra),
        PORT: String(await freePort()),
        WEB_CONCURRENCY: '2',
      });

    it('exits non-zero when its workers cannot start (no database)', async () => {
      const nothing = `postgres://postgres@127.0.0.1:${await freePort()}/none`;
      const { child, stderr } = await supervisor(nothing, { DB_START_TIMEOUT_S: '0' });
      await exited(child);
      expect(child.exitCode, stderr()).toBe(1);
    }, 60_000);

    it('stops the other workers and exits non-zero when one dies before it listened', async () => {
      const hanging = `postgres://postgres@127.0.0.1:${silentPort}/none`;
      const { child, stderr } = await supervisor(hanging, { DB_START_TIMEOUT_S: '600' });
      let workers: number[] = [];
      for (let i = 0; i < 600 && workers.length < 2 && child.exitCode === null; i += 1) {
        await sleep(50);
        workers = childPids(child.pid!);
      }
      expect(workers, stderr()).toHaveLength(2);
      process.kill(workers[0]!, 'SIGKILL');
      await exited(child);
      expect(child.exitCode, stderr()).toBe(1);
      // The supervisor exits only once its last worker has: none is left waiting on the database.
      expect(workers.filter((pid) => alive(pid))).toEqual([]);
    }, 60_000);
  },
);
