import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  /** The whole decoded message (text and HTML parts). */
  body: string;
  /** A header's value by name (folded lines joined), '' when absent. */
  header(name: string): string;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const parse = (raw: string): ReceivedMail => {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  return {
    to: header('To'),
    subject: header('Subject'),
    header,
    body: decodeQuotedPrintable(raw.slice(headerEnd)),
  };
};

/** A real SMTP peer on a random port: the app's mailer delivers to it as in production. */
export const startMailbox = async () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parse(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  // A test app closed mid-session resets its connection; without a listener that would crash the run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const lastTo = (to: string, subject: RegExp): ReceivedMail => {
    const mail = received.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
    if (!mail) throw new Error(`no mail to ${to} matching ${String(subject)}`);
    return mail;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    lastTo,
    otpFor: (to: string) => /\b(\d{4})\b/.exec(lastTo(to, /activation code/).body)?.[1] ?? '',
    resetTokenFor: (to: string) =>
      /\/forget\?token=([A-Za-z0-9_-]+)/.exec(lastTo(to, /Reset your/).body)?.[1] ?? '',
    invitationTokenFor: (to: string) =>
      /\/invite\?token=([A-Za-z0-9_-]+)/.exec(lastTo(to, /invites you/).body)?.[1] ?? '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
