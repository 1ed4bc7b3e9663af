/**
 * Reads a value with the guarantee that the read was *sent after the caller asked*, while sharing
 * reads between concurrent callers (single flight): a caller that arrives while a read is in
 * flight may not use that one (it was sent before the caller started), so it waits for the next,
 * which every caller queued meanwhile shares. At most one read is in flight and one queued, so
 * 50 concurrent callers cost one read per round trip (docs/performance.md, "Caching").
 */
export const freshRead = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const sent = read();
    running = sent;
    const done = () => {
      if (running === sent) running = null;
    };
    sent.then(done, done);
    return sent;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(
      () => next(),
      () => next(),
    );
    return queued;
  };
  // Every queued caller arrived before this point, so a read running now (started by a caller
  // that came after the last one finished) was sent after all of them and serves them too.
  function next(): Promise<T> {
    queued = null;
    return running ?? start();
  }
};
