import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir.js';

describe('DATA_DIR lock (PGlite is single-process)', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'georisk-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a second process with a clear message while the owner lives', () => {
    const dir = dataDir();
    // The test runner's parent stands in for a running GeoRisk server.
    writeFileSync(path.join(dir, 'georisk.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another GeoRisk process (pid ${process.ppid})`,
    );
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'georisk.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'georisk.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(() => readFileSync(path.join(dir, 'georisk.lock'))).toThrow();
  });
});
