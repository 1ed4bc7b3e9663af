/**
 * Reads a value with the guarantee that the read was *sent after the caller asked*, while sharing
 * reads between callers: every caller that arrives before the next read is sent joins it. A read
 * is sent on the next turn of the event loop after its first caller, so the callers of one turn
 * (the requests parsed from one batch of socket reads) share it; reads already in flight never
 * hold a new one back (docs/performance.md, "Caching").
 */
export const freshRead = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let gathering: Promise<T> | null = null;
  return () => {
    gathering ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      gathering = null;
      return read();
    });
    return gathering;
  };
};
