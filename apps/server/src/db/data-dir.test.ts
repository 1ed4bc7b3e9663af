import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exited, freePort, SERVER_ENTRY, startServer } from '../test/server-process.js';
import { lockDataDir } from './data-dir.js';

const IN_USE = /is in use by another GeoRisk process/;

/** `unshare --pid` needs Linux, util-linux and root (or user namespaces); say so when missing. */
const unshareWorks =
  process.platform === 'linux' &&
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;
// The lock guards PGlite only, so the postgres project need not start these servers again.
const namespaceSkip =
  process.env.TEST_DB_DRIVER === 'postgres'
    ? 'skipped in the postgres project: the lock guards PGlite only'
    : unshareWorks
      ? ''
      : 'skipped: `unshare --pid --fork --mount-proc` is unavailable (needs Linux, util-linux, root)';

describe('DATA_DIR lock (PGlite is single-process)', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'georisk-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a second holder with a clear message while the owner lives, then frees it', async () => {
    const dir = dataDir();
    const unlock = await lockDataDir(dir, { staleMs: 5000 });
    await expect(lockDataDir(dir, { staleMs: 5000 })).rejects.toThrow(IN_USE);
    await unlock();
    const again = await lockDataDir(dir, { staleMs: 5000 });
    await again();
  });

  it('takes over a lock whose owner died (no heartbeat), whatever pid it named', async () => {
    const dir = dataDir();
    const lock = path.join(dir, 'georisk.lock');
    mkdirSync(lock);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, longAgo, longAgo);
    const unlock = await lockDataDir(dir, { staleMs: 5000 });
    await unlock();
  });

  it.skipIf(namespaceSkip !== '')(
    `refuses a second server in another pid namespace on the same DATA_DIR ${namespaceSkip}`,
    async () => {
      const dir = dataDir();
      const [firstPort, secondPort] = [await freePort(), await freePort()];
      const first = await startServer({ PORT: String(firstPort), DATA_DIR: dir });
      let second: ReturnType<typeof spawn> | undefined;
      try {
        // As a second container: its own pid namespace, so the first server's pid means nothing.
        second = spawn(
          'unshare',
          // --kill-child: if the test gives up, the server inside goes with unshare.
          [
            '--pid',
            '--fork',
            '--kill-child',
            '--mount-proc',
            process.execPath,
            '--import',
            'tsx',
            SERVER_ENTRY,
          ],
          {
            env: { ...process.env, PORT: String(secondPort), DATA_DIR: dir, LOG_LEVEL: 'warn' },
            stdio: ['ignore', 'ignore', 'pipe'],
          },
        );
        let stderr = '';
        second.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        await exited(second);
        expect(second.exitCode).toBe(1);
        expect(stderr).toMatch(IN_USE);
        // The first server still serves.
        const live = await fetch(`http://127.0.0.1:${firstPort}/api/health/ready`);
        expect(live.status).toBe(200);
      } finally {
        second?.kill('SIGKILL');
        first.kill('SIGTERM');
        await exited(first);
      }
    },
    // Two servers start on a machine that may be busy with the rest of the suite.
    150_000,
  );
});
