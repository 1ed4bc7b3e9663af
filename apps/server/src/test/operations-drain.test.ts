import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, call, clusterEnv, sleep } from './cluster.js';
import { exited, freePort, startServer } from './server-process.js';
import { migratedTestPostgresDatabase } from './test-database.js';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
let bases: string[] = [];

/**
 * A load balancer in miniature: it sends each request to a server whose readiness probe last
 * said 200, polling the probes as Kubernetes or an ALB would.
 */
const balancer = () => {
  const readyNow = new Set<string>();
  let polling = true;
  const poll = async () => {
    while (polling) {
      await Promise.all(
        bases.map(async (base) => {
          const ok = await fetch(`${base}/api/health/ready`)
            .then((res) => res.status === 200)
            .catch(() => false);
          if (ok) readyNow.add(base);
          else readyNow.delete(base);
        }),
      );
      await sleep(100);
    }
  };
  const done = poll();
  let next = 0;
  return {
    pick: () => [...readyNow][next++ % Math.max(1, readyNow.size)],
    stop: async () => {
      polling = false;
      await done;
    },
  };
};

/**
 * A rolling restart under load: each server in turn gets SIGTERM while requests keep coming;
 * a client following readiness sees no error at all (no reset, no bare 503), and each server
 * exits 0 after its drain (docs/operations.md).
 */
describe.skipIf(!onPostgres)('drain on SIGTERM', () => {
  let database: Awaited<ReturnType<typeof migratedTestPostgresDatabase>>;
  let env: Record<string, string>;
  const servers = new Map<string, ChildProcess>();

  beforeAll(async () => {
    database = await migratedTestPostgresDatabase();
    env = clusterEnv(database.url, { DRAIN_S: '2' });
    const ports = [await freePort(), await freePort()];
    bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const started = await Promise.all(
      ports.map((port) => startServer({ ...env, PORT: String(port) })),
    );
    started.forEach((server, i) => servers.set(bases[i]!, server));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers.values()) server.kill('SIGKILL');
    await Promise.all([...servers.values()].map(exited));
    await database.drop();
  });

  it('loses no request in a rolling restart behind a balancer that follows readiness', async () => {
    const token = await anonymousToken(bases[0]!);
    const lb = balancer();
    while (!lb.pick()) await sleep(50);
    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    const client = async () => {
      while (loading) {
        const base = lb.pick();
        if (!base) {
          await sleep(20);
          continue;
        }
        try {
          const reply = await call(base, 'articles/list', {}, { authorization: `Bearer ${token}` });
          if (reply.status === 200) answered += 1;
          else failures.push(`${base} ${reply.status} ${JSON.stringify(reply.json)}`);
        } catch (error) {
          failures.push(`${base} ${String(error)}`);
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    const exitCodes: (number | null)[] = [];
    for (const base of bases) {
      await sleep(500);
      const server = servers.get(base)!;
      server.kill('SIGTERM');
      await exited(server);
      exitCodes.push(server.exitCode);
      servers.set(base, await startServer({ ...env, PORT: new URL(base).port }));
    }
    await sleep(500);
    loading = false;
    await Promise.all(clients);
    await lb.stop();
    expect(failures).toEqual([]);
    expect(exitCodes).toEqual([0, 0]);
    expect(answered).toBeGreaterThan(50);
  }, 120_000);
});
