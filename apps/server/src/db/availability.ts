import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database.js';
import { setTimeout as sleep } from 'node:timers/promises';

/** Node's socket errors when the database host refuses, resets or cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * SQLSTATEs meaning "not now" rather than "wrong request": class 08 (connection exception),
 * 57014 (statement timeout), 57P01-57P03 (shutdown, cannot connect now), 53300 (too many
 * connections), 55P03 (lock timeout).
 */
const TRANSIENT_SQLSTATE = /^(08...|57014|57P0[1-3]|53300|55P03)$/;

/**
 * The drivers' own messages for a lost connection or a timeout (they carry no code):
 * node-postgres, then ioredis (shared rate-limit counters).
 */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is closed|Command timed out|max retries per request|enableOfflineQueue/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * True when a failure means the database (or Redis) cannot answer now (down, frozen,
 * overloaded), so the client should retry later (503) rather than see a 500. Walks drizzle's
 * `cause` wrappers.
 */
export const isServiceUnavailable = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isObject(current); depth += 1) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || TRANSIENT_SQLSTATE.test(code)) return true;
    if (typeof current.message === 'string' && DRIVER_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
};

/**
 * At start the database may still be coming up (containers started together): retry with
 * back-off (0.25 s doubling to 5 s) until `timeoutS`, then give up with the last error.
 */
export const waitForDatabase = async (
  database: DatabaseHandle,
  timeoutS: number,
  onRetry: (error: unknown, delayMs: number) => void,
): Promise<void> => {
  const deadline = Date.now() + timeoutS * 1000;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    try {
      await database.db.execute(sql`select 1`);
      return;
    } catch (error) {
      if (Date.now() + delay > deadline) {
        throw new Error(`The database did not answer within DB_START_TIMEOUT_S=${timeoutS}`, {
          cause: error,
        });
      }
      onRetry(error, delay);
      await sleep(delay);
    }
  }
};
