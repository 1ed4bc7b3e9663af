import { setMailSecret } from '../mail/mail-seal.js';
import { benchDatabases, type Mode } from './bench-databases.js';
import {
  BENCH_CUSTOMER,
  BENCH_PARTNER,
  BENCH_PASSWORD,
  BENCH_SIZE,
  seedBenchData,
  type BenchSize,
} from './bench-data.js';
import type { Caller } from './bench-scenarios.js';
import { startBenchServers, type BenchPorts, type BenchServers } from './bench-servers.js';
import { growToScale } from './scale-data.js';

export interface BenchSession {
  servers: BenchServers;
  /** A valid access token per kind of caller (anonymous: the visitor token). */
  tokens: Record<Caller, string>;
  /** The body of the customer's report read: the first (answered) incident. */
  report: { incident_id: string };
}

export interface SessionOptions {
  mode: Mode;
  size?: BenchSize;
  /** Grow to 100 000 incidents after the seed (`--scale`). */
  grow?: boolean;
  ports?: BenchPorts;
  /** PostgreSQL only: the server to create the throwaway database on. */
  adminUrl?: string;
}

/**
 * A fresh seeded database, the real server and the bare one as processes, and logged-in callers,
 * for the time of `run`; everything is stopped and dropped afterwards, whatever happens.
 */
export const withBenchSession = async <T>(
  { mode, size = BENCH_SIZE, grow = false, ports, adminUrl }: SessionOptions,
  run: (session: BenchSession) => Promise<T>,
): Promise<T> => {
  const database = await benchDatabases[mode](adminUrl);
  try {
    let report: { incident_id: string };
    try {
      await database.handle.migrate();
      // The seed's mails (the demo company's alerts) are sealed for the server that sends them.
      setMailSecret(database.env.JWT_SECRET);
      const { firstIncidentId } = await seedBenchData(database.handle.db, size);
      if (grow) await growToScale(database.handle.db);
      report = { incident_id: firstIncidentId };
    } finally {
      await database.handle.close();
    }
    const servers = await startBenchServers(database.env, database.yardstickEnv(), ports);
    try {
      const tokens = {
        anonymous: servers.anonymous,
        customer: await servers.login(BENCH_CUSTOMER, BENCH_PASSWORD),
        partner: await servers.login(BENCH_PARTNER, BENCH_PASSWORD),
      };
      return await run({ servers, tokens, report });
    } finally {
      await servers.stop();
    }
  } finally {
    await database.cleanup();
  }
};
