import type { Logger } from 'pino';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Database } from '../db/database.js';
import type { JobRunner } from '../jobs/index.js';
import type { MailAbout } from './mail-windows.repository.js';
import { MAIL_WINDOW_QUEUE, releaseMailWindow } from './coalesced-mail.js';
import {
  findUnsentMail,
  MAIL_QUEUE,
  markMailSent,
  openMailBodies,
  recordMailFailure,
  scheduleMail,
  unsubscribeHeaders,
  unsentMailIds,
  withholdUnwanted,
} from './outbox.repository.js';

export interface Mailer {
  /** Asks the runner to send what is due now (called after a transaction that queued mail). */
  kick(): void;
  /** Ends the due mail windows, then sends everything due, here and now (tests). */
  flush(): Promise<void>;
  /** Gives every unsent message a job if it has none (messages queued before the job runner). */
  adoptUnsent(): Promise<void>;
  stop(): Promise<void>;
}

interface MailerOptions {
  db: Database;
  jobs: JobRunner;
  smtpUrl: string | undefined;
  from: string;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * One send is cut off after this long (nodemailer closes the connection), well within the mail
 * queue's 30 s lease (jobs/queues.ts): a send still under way when another server may take the
 * job again would deliver the message twice. Each step has its own shorter limit as well.
 */
export const MAIL_SEND_LIMIT_MS = 20_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/**
 * Sends the outbox's messages as jobs of the mail queue. With SMTP_URL it sends through that
 * server; without it the message is written to the log (code and link included), so a local
 * user can activate an account.
 */
export const createMailer = ({ db, jobs, smtpUrl, from, log }: MailerOptions): Mailer => {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ jsonTransport: true });

  jobs.handle(
    MAIL_QUEUE,
    async (data) => {
      const mail = await findUnsentMail(db, (data as { mailId: string }).mailId);
      if (!mail) return;
      // Checked as it goes out, so mail queued before the account was disabled stays unsent too.
      if (await withholdUnwanted(db, mail)) {
        log.info(
          { mail: mail.id, subject: mail.subject },
          'mail withheld by the recipient account',
        );
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: mail.recipient,
          subject: mail.subject,
          ...openMailBodies(mail),
          ...unsubscribeHeaders(mail),
          // nodemailer closes the connection when the signal fires; its types predate the option.
          signal: AbortSignal.timeout(MAIL_SEND_LIMIT_MS),
        } as SendMailOptions);
      } catch (error) {
        await recordMailFailure(db, mail.id, String(error));
        throw error;
      }
      await markMailSent(db, mail.id);
      if (!smtpUrl) {
        log.info(
          { to: mail.recipient, subject: mail.subject },
          `mail (no SMTP_URL set):\n${openMailBodies(mail).text}`,
        );
      }
    },
    // Several sends at once per server, each within its own lease.
    { batch: 5 },
  );
  jobs.handle(MAIL_WINDOW_QUEUE, async (data) => {
    if (await releaseMailWindow(db, data as MailAbout)) jobs.kick(MAIL_QUEUE);
  });

  return {
    kick: () => jobs.kick(MAIL_QUEUE),
    flush: async () => {
      await jobs.runDue(MAIL_WINDOW_QUEUE);
      await jobs.runDue(MAIL_QUEUE);
    },
    adoptUnsent: async () => {
      // A job with the row's id that still exists is not created twice.
      for (const id of await unsentMailIds(db)) await scheduleMail(db, id);
    },
    stop: async () => {
      transport.close();
    },
  };
};
