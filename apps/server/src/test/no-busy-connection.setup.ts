import { afterEach, expect } from 'vitest';
import { watchBusyConnections } from './busy-connections.js';

/**
 * On PostgreSQL, every test fails if it sent a query on a connection already running one (two
 * reads at once on a transaction: node-postgres deprecates it and pg@9 drops the queue; use
 * db/reads-together.ts). Watched once per worker, checked after each test.
 */
const key = Symbol.for('georisk.busyConnections');
const holder = globalThis as { [key]?: ReturnType<typeof watchBusyConnections> };
const watch = (holder[key] ??= watchBusyConnections());

afterEach(() => {
  const overlaps = watch.overlaps.splice(0);
  expect(overlaps, 'queries sent on a busy connection').toEqual([]);
});
