import pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * Watches every node-postgres connection of this process for a query sent while another is still
 * running on the same connection (node-postgres deprecates it: "already executing a query"; a
 * transaction is one connection). `overlaps` holds the texts of such queries; `stop` restores.
 */
export const watchBusyConnections = () => {
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  const running = new WeakMap<object, number>();
  const overlaps: string[] = [];
  prototype.query = function (this: object, ...args: unknown[]) {
    const busy = running.get(this) ?? 0;
    if (busy > 0) {
      const first = args[0] as string | { text?: string };
      overlaps.push(typeof first === 'string' ? first : String(first?.text));
    }
    running.set(this, busy + 1);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    // The pool passes a callback; drizzle's transactions await the promise.
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as Query)(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown>;
    result.then(done, done);
    return result;
  };
  return {
    overlaps,
    stop: () => {
      prototype.query = original;
    },
  };
};
