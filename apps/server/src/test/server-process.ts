import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const SERVER_ENTRY = path.resolve(import.meta.dirname, '../server.ts');

/**
 * The real server as a child process, not waited for (a test of a start that fails). `nodeArgs`
 * go to Node before the entry (the bench's `--cpu-prof`). `stderr()` is what it wrote there.
 */
export const spawnServer = (env: Record<string, string>, nodeArgs: string[] = []) => {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
};

/** The real server as a child process, once it answers ready, for tests of signals and restarts. */
export const startServer = async (
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ChildProcess> => {
  const { child, stderr } = spawnServer(env, nodeArgs);
  const url = `http://127.0.0.1:${env.PORT}/api/health/ready`;
  // Several servers starting at once on two cores take a while to compile and migrate.
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr()}`);
    try {
      if ((await fetch(url)).status === 200) return child;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr()}`);
};

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** A port nothing listens on now, so parallel test files and other work on the machine never clash. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
