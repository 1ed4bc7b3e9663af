import { LRUCache } from 'lru-cache';

/** Bounds the memory of a process that sees very many keys (users, sessions, tokens) at once. */
const MAX_ENTRIES = 50_000;

/**
 * Reads kept by key for at most `maxAgeMs`: the read itself is kept (a promise), so concurrent
 * callers of one key share it, and its value once it has come, so later callers can be answered
 * without waiting. A read that fails is dropped, so the next caller reads again. The session and
 * API-token guards trust what they last read this way (docs/security.md).
 */
export interface SharedReads<T> {
  /** The kept read of `key`, or `read()` kept from now on. */
  get(key: string, read: () => Promise<T>): Promise<T>;
  /** The value of the kept read of `key` once it has come; undefined while none is, or in flight. */
  settled(key: string): { value: T } | undefined;
  /** Drops the kept read, so the next caller reads again (after this process changed it). */
  forget(key: string): void;
}

type Entry<T> = { read: Promise<T>; settled: boolean; value?: T };

/** The clock that times the kept reads: `performance` unless a test passes its own. */
export interface ReadsClock {
  now(): number;
}

export const sharedReads = <T>(
  maxAgeMs: number,
  clock: ReadsClock = performance,
): SharedReads<T> => {
  // The clock is read on every check (ttlResolution 0), not cached for a millisecond by a timer.
  const store = new LRUCache<string, Entry<T>>({
    max: MAX_ENTRIES,
    ttl: maxAgeMs,
    perf: clock,
    ttlResolution: 0,
  });
  return {
    get: (key, read) => {
      const hit = store.get(key);
      if (hit) return hit.read;
      const entry: Entry<T> = { read: read(), settled: false };
      store.set(key, entry);
      entry.read.then(
        (value) => Object.assign(entry, { settled: true, value }),
        () => {
          if (store.peek(key) === entry) store.delete(key);
        },
      );
      return entry.read;
    },
    settled: (key) => {
      const entry = store.get(key);
      return entry?.settled ? { value: entry.value as T } : undefined;
    },
    forget: (key) => {
      store.delete(key);
    },
  };
};
