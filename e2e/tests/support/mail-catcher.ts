import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer for the journeys: the server under test sends mail to it over SMTP, and each
 * message is written as JSON to MAIL_DIR so tests can read codes and links from it.
 */
export const MAIL_DIR = path.join(os.tmpdir(), `georisk-e2e-mail-${process.env.E2E_PORT ?? 3100}`);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Just enough MIME for our own messages: headers, then every part's text, QP-decoded. */
const parseMessage = (raw: string): Omit<CaughtMail, 'receivedAt'> => {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const body = decodeQuotedPrintable(raw.slice(headerEnd));
  return { to: header('To'), subject: header('Subject'), text: body, html: body };
};

export const startMailCatcher = async (): Promise<() => Promise<void>> => {
  mkdirSync(MAIL_DIR, { recursive: true });
  for (const file of readdirSync(MAIL_DIR)) writeFileSync(path.join(MAIL_DIR, file), '');
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        counter += 1;
        const mail: CaughtMail = {
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          receivedAt: Date.now(),
        };
        writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${counter}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  // A server under test that stops mid-session resets its connection; that is not a test failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
};

const readAll = (): CaughtMail[] =>
  readdirSync(MAIL_DIR)
    .map((file) => readFileSync(path.join(MAIL_DIR, file), 'utf8'))
    .filter((text) => text.length > 0)
    .map((text) => JSON.parse(text) as CaughtMail)
    .sort((a, b) => a.receivedAt - b.receivedAt);

/** Waits for the newest message to an address whose subject matches. */
export const waitForMail = async (
  to: string,
  subject: RegExp,
  { timeoutMs = 20_000, after = 0 } = {},
): Promise<CaughtMail> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readAll()
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject))
      .filter((m) => m.receivedAt >= after)
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
};
