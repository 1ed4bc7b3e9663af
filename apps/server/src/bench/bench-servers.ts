import path from 'node:path';
import { spawn } from 'node:child_process';
import { request } from 'undici';
import { exited, startServer } from '../test/server-process.js';
import { rawPost, type RawReply } from './raw-post.js';

const BARE = path.resolve(import.meta.dirname, 'bare-server.ts');

/** BENCH_PORT moves both (the bare route takes the next port), so two benches can share a machine. */
export const benchPorts = (apiPort = Number(process.env.BENCH_PORT ?? 3911)) => ({
  api: apiPort,
  bare: apiPort + 1,
});

const parse = (reply: RawReply) =>
  JSON.parse(reply.body.toString('utf8')) as Record<string, unknown>;

const waitForBare = async (url: string) => {
  for (let i = 0; i < 300; i += 1) {
    const up = await request(`${url}/bare/probe`, { method: 'POST' }).then(
      async (reply) => (await reply.body.dump(), true),
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the bare bench server did not start');
};

/** The GeoRisk server on the bench database and the bare Fastify process beside it. */
export const startBenchServers = async (
  env: Record<string, string>,
  ports: { api: number; bare: number } = benchPorts(),
) => {
  // The bench stands in for a trusted proxy (login rotates X-Forwarded-For, see load.ts).
  // BENCH_PROFILE=<dir>: the API server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE;
  const server = await startServer(
    { ...env, PORT: String(ports.api), TRUST_PROXY: 'true' },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
  );
  const bare = spawn(process.execPath, ['--import', 'tsx', BARE], {
    env: { ...process.env, PORT: String(ports.bare) },
    stdio: 'ignore',
  });
  const apiUrl = `http://127.0.0.1:${ports.api}/api`;
  const bareBase = `http://127.0.0.1:${ports.bare}`;
  try {
    await waitForBare(bareBase);
  } catch (error) {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    throw error;
  }
  const anonymous = parse(await rawPost(`${apiUrl}/auth/generic`, {})).accessToken as string;
  return {
    /** The API server's process id (the soak samples its memory). */
    pid: server.pid,
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
    stop: async () => {
      server.kill('SIGTERM');
      bare.kill('SIGTERM');
      await Promise.all([exited(server), exited(bare)]);
    },
  };
};

export type BenchServers = Awaited<ReturnType<typeof startBenchServers>>;
