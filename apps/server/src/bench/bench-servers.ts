import path from 'node:path';
import { spawn } from 'node:child_process';
import { request } from 'undici';
import { exited, startServer } from '../test/server-process.js';
import { rawPost, type RawReply } from './raw-post.js';

const BARE = path.resolve(import.meta.dirname, 'bare-server.ts');
const YARDSTICK = path.resolve(import.meta.dirname, 'yardstick-server.ts');

/**
 * BENCH_PORT moves all three (the bare route and the yardstick take the next ports), so two
 * benches can share a machine.
 */
export const benchPorts = (apiPort = Number(process.env.BENCH_PORT ?? 3911)) => ({
  api: apiPort,
  bare: apiPort + 1,
  yardstick: apiPort + 2,
});
export type BenchPorts = ReturnType<typeof benchPorts>;

const parse = (reply: RawReply) =>
  JSON.parse(reply.body.toString('utf8')) as Record<string, unknown>;

const waitForAnswer = async (url: string) => {
  for (let i = 0; i < 600; i += 1) {
    const up = await request(url, { method: 'POST' }).then(
      async (reply) => (await reply.body.dump(), true),
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the bench helper at ${url} did not start`);
};

const spawnHelper = (entry: string, env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });

/**
 * The GeoRisk server on the bench database and two bare Fastify processes beside it: one answering
 * the public reads' bytes, one running the private reads' queries (yardstick-server.ts).
 */
export const startBenchServers = async (
  env: Record<string, string>,
  yardstickEnv: Record<string, string>,
  ports: BenchPorts = benchPorts(),
) => {
  // The bench stands in for a trusted proxy (login rotates X-Forwarded-For, see load.ts).
  // BENCH_PROFILE=<dir>: the API server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE;
  // Its partners and admin sign in with a password, as the load scripts do: measuring the second
  // factor's login step is not what the bench is for (docs/security.md has its rules). Its
  // writers file requests all along: a generous WELCOME_CREDITS keeps them off the 402
  // (docs/rules/credits.md).
  const startApi = (extra: Record<string, string> = {}) =>
    startServer(
      {
        ...env,
        PORT: String(ports.api),
        TRUST_PROXY: 'true',
        REQUIRE_2FA_STAFF: 'false',
        WELCOME_CREDITS: '100000',
        // One process unless asked: the table compares one server with one bare process.
        WEB_CONCURRENCY: '1',
        // Nothing to drain for: the bench stops the server between its own requests.
        DRAIN_S: '0',
        ...extra,
      },
      profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
    );
  let server = await startApi();
  const bare = spawnHelper(BARE, { PORT: String(ports.bare) });
  const yardstick = spawnHelper(YARDSTICK, { ...yardstickEnv, PORT: String(ports.yardstick) });
  const helpers = () => [server, bare, yardstick];
  const apiUrl = `http://127.0.0.1:${ports.api}/api`;
  const bareBase = `http://127.0.0.1:${ports.bare}`;
  const yardstickBase = `http://127.0.0.1:${ports.yardstick}/yardstick`;
  try {
    await waitForAnswer(`${bareBase}/bare/probe`);
    await waitForAnswer(`${yardstickBase}/probe/probe`);
  } catch (error) {
    for (const child of helpers()) child.kill('SIGTERM');
    throw error;
  }
  const anonymous = parse(await rawPost(`${apiUrl}/auth/generic`, {})).accessToken as string;
  return {
    /** The API server's process id (the soak samples its memory). */
    get pid() {
      return server.pid;
    },
    /**
     * Stops the API server and starts it again on the same port and database with `extra`
     * settings (the mixed load's WEB_CONCURRENCY); tokens stay valid (same secret, same sessions).
     */
    restartApi: async (extra: Record<string, string>) => {
      server.kill('SIGTERM');
      await exited(server);
      server = await startApi(extra);
    },
    apiUrl,
    anonymous,
    login: async (email: string, password: string) => {
      const reply = parse(await rawPost(`${apiUrl}/auth/login`, { email, password }, anonymous));
      const user = reply.user as { accessToken?: string } | undefined;
      if (!user?.accessToken) throw new Error(`bench login failed: ${JSON.stringify(reply)}`);
      return user.accessToken;
    },
    /** Makes the bare route `name` answer these bytes; returns its URL. */
    bareRoute: async (name: string, reply: RawReply) => {
      const stored = await request(`${bareBase}/control/${encodeURIComponent(name)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: reply.type,
          headers: reply.headers,
          base64: reply.body.toString('base64'),
        }),
      });
      await stored.body.dump();
      if (stored.statusCode !== 200) throw new Error(`bare route ${name}: ${stored.statusCode}`);
      return `${bareBase}/bare/${encodeURIComponent(name)}`;
    },
    /** The yardstick route running `path`'s query for `caller`. */
    yardstickUrl: (caller: string, path: string) => `${yardstickBase}/${caller}/${path}`,
    stop: async () => {
      for (const child of helpers()) child.kill('SIGTERM');
      await Promise.all(helpers().map(exited));
    },
  };
};

export type BenchServers = Awaited<ReturnType<typeof startBenchServers>>;
