import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { processPassword, readFirstLine } from './password-input.js';

/** A terminal: raw mode switched on while the password is typed, and what it was shown. */
const terminal = () => {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    raw: [] as boolean[],
    setRawMode(mode: boolean) {
      this.raw.push(mode);
      return this;
    },
  });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  return { input, output, shown: () => shown };
};

describe('reading a password', () => {
  it('takes the first line of standard input, without its line end', async () => {
    expect(await readFirstLine(Readable.from(['Strong#Pass1\r\nignored\n']))).toBe('Strong#Pass1');
    expect(await readFirstLine(Readable.from(['No#Newline1']))).toBe('No#Newline1');
    expect(await readFirstLine(Readable.from([]))).toBe('');
  });

  it('on a terminal, asks twice with echo off and shows nothing typed', async () => {
    const tty = terminal();
    const read = processPassword(tty.input, tty.output)({ stdin: false, confirm: true });
    tty.input.write('Strong#Pa');
    tty.input.write('x\u007fss1\r');
    await new Promise((resolve) => setImmediate(resolve));
    tty.input.write('Strong#Pass1\n');
    expect(await read).toBe('Strong#Pass1');
    expect(tty.shown()).toBe('Password: \nRepeat password: \n');
    expect(tty.input.raw).toEqual([true, false, true, false]);
  });

  it('refuses two different passwords typed at the prompt', async () => {
    const tty = terminal();
    const read = processPassword(tty.input, tty.output)({ stdin: false, confirm: true });
    tty.input.write('Strong#Pass1\r');
    await new Promise((resolve) => setImmediate(resolve));
    tty.input.write('Strong#Pass2\r');
    await expect(read).rejects.toThrow('The two passwords differ');
  });

  it('without a terminal and without --password-stdin, says how to pipe it', async () => {
    const piped = Object.assign(Readable.from(['Strong#Pass1\n']), { isTTY: false });
    await expect(
      processPassword(piped, new PassThrough())({ stdin: false, confirm: true }),
    ).rejects.toThrow('pipe it on one line with --password-stdin');
  });
});
