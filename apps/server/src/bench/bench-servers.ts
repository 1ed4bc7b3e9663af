import path from 'node:path';
import { spawn } from 'node:child_process';
import { exited, startServer } from '../test/server-process.js';

const BARE = path.resolve(import.meta.dirname, 'bare-server.ts');
const API_PORT = '3911';
const BARE_PORT = '3912';

const post = async (url: string, body: unknown, token?: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
};

/** The GeoRisk server on the bench database and a bare Fastify route beside it, as processes. */
export const startBenchServers = async (env: Record<string, string>) => {
  // The bench stands in for a trusted proxy (login rotates X-Forwarded-For, see load.ts).
  const server = await startServer({ ...env, PORT: API_PORT, TRUST_PROXY: 'true' });
  const bare = spawn(process.execPath, ['--import', 'tsx', BARE], {
    env: { ...process.env, PORT: BARE_PORT },
    stdio: 'ignore',
  });
  const apiUrl = `http://127.0.0.1:${API_PORT}/api`;
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(bareUrl, { method: 'POST' }).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const anonymous = (await post(`${apiUrl}/auth/generic`, {})).accessToken as string;
  return {
    /** The API server's process id (the soak samples its memory). */
    pid: server.pid,
    apiUrl,
    bareUrl,
    anonymous,
    login: async (email: string, password: string) => {
      const reply = await post(`${apiUrl}/auth/login`, { email, password }, anonymous);
      const user = reply.user as { accessToken?: string } | undefined;
      if (!user?.accessToken) throw new Error(`bench login failed: ${JSON.stringify(reply)}`);
      return user.accessToken;
    },
    stop: async () => {
      server.kill('SIGTERM');
      bare.kill('SIGTERM');
      await Promise.all([exited(server), exited(bare)]);
    },
  };
};
