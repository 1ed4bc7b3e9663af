import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { ConfigError } from '../config.js';
import { setTimeout as sleep } from 'node:timers/promises';

/** How the DATA_DIR lock behaves; tests may shorten the stale period (5 s at least). */
export interface LockOptions {
  /** A lock whose heartbeat is older than this is stale (its owner died or froze). */
  staleMs?: number;
  /** The lock was lost while running (taken over after a long freeze): stop writing at once. */
  onLost?: (error: Error) => void;
}

const heartbeatOf = (lockPath: string): number | undefined => {
  try {
    return statSync(lockPath).mtimeMs;
  } catch {
    return undefined;
  }
};

/** Directories 0700, files 0600: only the server's user reads the data (docs/security.md). */
const PRIVATE = { dir: 0o700, file: 0o600 };

const makePrivate = (target: string): void => {
  const stat = lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE.dir) chmodSync(target, PRIVATE.dir);
    for (const entry of readdirSync(target)) makePrivate(path.join(target, entry));
  } else if ((stat.mode & 0o777) !== PRIVATE.file) {
    chmodSync(target, PRIVATE.file);
  }
};

/**
 * The database files hold password hashes and live token digests, and once leaked a readable
 * copy cannot be taken back. From here on this process creates files for its user only (umask
 * 077, which covers what PGlite writes later), and what an older version left readable is fixed.
 */
export const makeDataDirPrivate = (dataDir: string): void => {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE.dir });
  makePrivate(dataDir);
};

/**
 * PGlite is single-process: hold DATA_DIR/georisk.lock while running. The lock is a directory
 * (atomic mkdir) whose mtime its owner refreshes every `staleMs / 5`; a process id is never
 * trusted, since another container on the same volume has its own pid namespace and a dead
 * owner's pid may be reused. A start that finds the lock watches it: a heartbeat that moves means
 * a live owner (refused with a clear message within a few seconds); one that stays still goes
 * stale and is taken over within `staleMs` (docs/operations.md).
 */
export const lockDataDir = async (
  dataDir: string,
  { staleMs = 15_000, onLost }: LockOptions = {},
): Promise<() => Promise<void>> => {
  // Every process that opens DATA_DIR comes here first, so it also makes the directory private.
  makeDataDirPrivate(dataDir);
  const lockPath = path.join(dataDir, 'georisk.lock');
  const firstSeen = heartbeatOf(lockPath);
  for (const deadline = Date.now() + staleMs + 2000; ; await sleep(500)) {
    try {
      return await lockfile.lock(dataDir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: staleMs,
        update: Math.floor(staleMs / 5),
        onCompromised: (error) => {
          if (onLost) onLost(error);
          else throw error;
        },
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const beat = heartbeatOf(lockPath);
      const alive = firstSeen !== undefined && beat !== undefined && beat !== firstSeen;
      if (alive || Date.now() > deadline) {
        throw new ConfigError(
          `DATA_DIR ${dataDir} is in use by another GeoRisk process (its lock is alive); stop it or set another DATA_DIR`,
        );
      }
    }
  }
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
