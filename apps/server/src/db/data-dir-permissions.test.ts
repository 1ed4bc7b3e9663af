import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startServer } from '../test/server-process.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Every path under dir (itself included) whose group or others may read, write or enter it. */
const notPrivate = (dir: string): string[] => {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${target} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) readdirSync(target).forEach((entry) => visit(path.join(target, entry)));
  };
  visit(dir);
  return found;
};

/** A local user must not read the database files of the embedded server. */
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('DATA_DIR permissions', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const runServer = async (dataDir: string) => {
    // A usual login umask: without the server's own, everything it creates would be 0644/0755.
    const previous = process.umask(0o022);
    try {
      const port = String(await freePort());
      const server = await startServer({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir });
      const reply = await fetch(`http://127.0.0.1:${port}/api/auth/generic`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(reply.status).toBe(200);
      server.kill('SIGTERM');
      await exited(server);
    } finally {
      process.umask(previous);
    }
  };

  it('creates a new DATA_DIR 0700 with no file readable by others, and fixes one left readable', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'georisk-perm-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    await runServer(dataDir);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(dataDir, 'pgdata')).length).toBeGreaterThan(0);
    expect(notPrivate(dataDir)).toEqual([]);

    // As an older version left it: everything readable and writable by anyone.
    const openUp = (target: string) => {
      const stat = lstatSync(target);
      chmodSync(target, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory())
        readdirSync(target).forEach((entry) => openUp(path.join(target, entry)));
    };
    openUp(dataDir);
    writeFileSync(path.join(dataDir, 'pgdata', 'left-by-an-older-version'), 'x', { mode: 0o666 });
    expect(notPrivate(dataDir).length).toBeGreaterThan(100);
    await runServer(dataDir);
    expect(notPrivate(dataDir)).toEqual([]);
  }, 180_000); // two real server starts, each opening (or creating) a PGlite database
});
