import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.js';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is single-process: hold DATA_DIR/georisk.lock while running. A lock left by a process
 * that died is taken over; a live owner makes the start fail with a clear message.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'georisk.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new ConfigError(
          `DATA_DIR ${dataDir} is in use by another GeoRisk process (pid ${owner}); stop it or set another DATA_DIR`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new ConfigError(`DATA_DIR ${dataDir} could not be locked`);
};

/** In embedded mode without JWT_SECRET, a secret is generated once and kept beside the data. */
export const embeddedJwtSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
};
