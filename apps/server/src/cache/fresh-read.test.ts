import { setImmediate as nextTurn } from 'node:timers/promises';
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
  it('gives a caller only a read sent after it asked, shared by the callers of one turn', async () => {
    const { read, sent } = manualRead();
    const current = freshRead(read);
    const first = current();
    const second = current(); // the same turn: shares the read not yet sent
    expect(sent).toHaveLength(0);
    await nextTurn();
    expect(sent).toHaveLength(1);

    // Read 1 is in flight: it was sent before this caller asked, so a new read goes out for it,
    // without waiting for read 1 to come back.
    const third = current();
    await nextTurn();
    expect(sent).toHaveLength(2);
    sent[1]!();
    expect(await third).toBe(2);
    sent[0]!();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
  });

  it('never hands a caller a read that was sent before it asked', async () => {
    const { read, sent } = manualRead();
    const current = freshRead(read);
    const early = current();
    await nextTurn();
    const late = current();
    sent[0]!();
    expect(await early).toBe(1);
    await nextTurn();
    sent[1]!();
    expect(await late).toBe(2);
  });

  it('reports a failed read to its callers, and the next caller reads again', async () => {
    let calls = 0;
    const current = freshRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return calls;
    });
    const first = current();
    const second = current();
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    expect(await current()).toBe(2);
  });
});
