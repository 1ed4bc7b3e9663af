import { createInterface } from 'node:readline';

/** Where a command reads a password from (admin.ts gives the process's own streams). */
export type ReadPassword = (how: { stdin: boolean; confirm: boolean }) => Promise<string>;

/** The terminal the operator types into, or a stream piped in. */
interface Input extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
}

/** The first line of a piped stream (`printf '%s\n' "$PASSWORD" | npm run admin ...`). */
export const readFirstLine = async (input: NodeJS.ReadableStream): Promise<string> => {
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
};

const ENTER = new Set(['\r', '\n', '\u0004']);
const ERASE = new Set(['\u007f', '\b']);

/** Asks on the terminal with echo off: what is typed is never shown nor kept in any history. */
export const promptHidden = (
  question: string,
  input: Input,
  output: NodeJS.WritableStream,
): Promise<string> =>
  new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (ENTER.has(char)) return finish();
        if (char === '\u0003') return finish(new Error('Cancelled'));
        typed = ERASE.has(char) ? [...typed].slice(0, -1).join('') : typed + char;
      }
    };
    output.write(question);
    input.setRawMode?.(true);
    input.resume();
    input.on('data', onData);
  });

/**
 * The password from standard input (`--password-stdin`, one line) or, on a terminal, from a
 * prompt with echo off, asked twice when it is a new one. Never from an argument: those show in
 * `ps` and the shell's history (docs/operations.md, "Admin commands").
 */
export const processPassword =
  (input: Input, output: NodeJS.WritableStream): ReadPassword =>
  async ({ stdin, confirm }) => {
    if (stdin) return readFirstLine(input);
    if (!input.isTTY) {
      throw new Error(
        'No terminal to type the password in: pipe it on one line with --password-stdin',
      );
    }
    const password = await promptHidden('Password: ', input, output);
    if (confirm && (await promptHidden('Repeat password: ', input, output)) !== password) {
      throw new Error('The two passwords differ');
    }
    return password;
  };
