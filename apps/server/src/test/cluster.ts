import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import net, { type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Helpers for tests that run several real servers on one PostgreSQL (docs/operations.md). */

export { setTimeout as sleep } from 'node:timers/promises';

/**
 * The processes whose parent is `pid` and whose command line matches `command` (a supervisor's
 * workers run server.ts; tsx's esbuild service is a child too), from /proc.
 */
export const childPids = (pid: number, command = /server\.ts/): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // Fields after the command's closing parenthesis: state, then the parent's pid.
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent !== pid) return [];
        return command.test(readFileSync(`/proc/${entry}/cmdline`, 'utf8')) ? [Number(entry)] : [];
      } catch {
        return [];
      }
    });

/** True while a process of this pid exists. */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Settings every server of one test cluster shares. */
export const clusterEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  // The test stands in for a trusted proxy, so it can pick each request's client address.
  TRUST_PROXY: 'true',
  FEED_POLL_MINUTES: '0',
  // Counters in PostgreSQL unless a test asks for Redis.
  REDIS_URL: '',
  // The bootstrap admin signs in with a password alone in these tests (no second factor).
  REQUIRE_2FA_STAFF: 'false',
  ...extra,
});

/** POST /api/<path> on one server, as a browser would. */
export const call = async (
  base: string,
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
) => {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: res.status,
    headers: res.headers,
    json: (await res.json()) as Record<string, unknown>,
  };
};

export const anonymousToken = async (base: string) =>
  String((await call(base, 'auth/generic')).json.accessToken);

/**
 * A TCP relay between the servers and PostgreSQL that can freeze (connections stay open, nothing
 * gets through: a hung database) or stop (every connection cut, new ones refused: a stopped one).
 * `delayMs` holds every chunk that long each way, as a distant database would.
 */
export const startDatabaseRelay = async (target: URL, port: number, delayMs = 0) => {
  let frozen = false;
  let held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push(() => to.write(chunk));
      else if (delayMs > 0) setTimeout(() => to.write(chunk), delayMs);
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  return {
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      const pending = held;
      held = [];
      pending.forEach((write) => write());
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      });
    },
    start: listen,
  };
};

/** An SMTP peer that takes `delayMs` to accept each message, counting deliveries per recipient. */
export const startSlowSmtp = async (delayMs: number) => {
  const deliveries = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => {
        setTimeout(() => {
          for (const rcpt of session.envelope.rcptTo) {
            const to = rcpt.address.toLowerCase();
            deliveries.set(to, (deliveries.get(to) ?? 0) + 1);
          }
          callback();
        }, delayMs);
      });
    },
  });
  // A server stopped mid-session resets its connection; that is expected here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
