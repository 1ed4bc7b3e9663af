import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read.js';

/** A read whose answers the test releases by hand, recording when each was sent. */
const manualRead = () => {
  const sent: (() => void)[] = [];
  let counter = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      const value = ++counter;
      sent.push(() => resolve(value));
    });
  return { read, sent };
};

describe('freshRead (docs/performance.md, "Caching")', () => {
  it('gives a caller only a read sent after it asked, sharing one read among the waiting', async () => {
    const { read, sent } = manualRead();
    const current = freshRead(read);
    const first = current(); // read 1 sent now
    const second = current(); // read 1 was sent before: waits for read 2
    const third = current(); // shares read 2 with the second
    expect(sent).toHaveLength(1);
    sent[0]!();
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    sent[1]!();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // Nothing in flight: the next caller starts a read of its own.
    const fourth = current();
    expect(sent).toHaveLength(3);
    sent[2]!();
    expect(await fourth).toBe(3);
  });

  it('starts the queued read even when the one in flight fails, and reports failures', async () => {
    let calls = 0;
    const current = freshRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return calls;
    });
    const first = current();
    const second = current();
    await expect(first).rejects.toThrow('database gone');
    expect(await second).toBe(2);
  });
});
