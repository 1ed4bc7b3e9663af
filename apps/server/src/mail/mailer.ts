import type { Logger } from 'pino';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.js';
import {
  claimNextMail,
  MAIL_LEASE_SECONDS,
  markMailFailed,
  markMailSent,
  openMailBodies,
  renewMailLease,
  type OutboxRow,
} from './outbox.repository.js';

export interface Mailer {
  /** Asks the dispatcher to send what is due now (called after a transaction that queued mail). */
  kick(): void;
  /** Sends everything due and resolves when done (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  pollMs?: number;
}

/**
 * A stalled peer fails the send well within the renewed lease instead of holding a message for
 * nodemailer's default ten minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Outbox dispatcher. With SMTP_URL it sends through that server; without it the message is
 * written to the log (code and link included), so a local user can activate an account.
 */
export const createMailer = ({ db, smtpUrl, from, log, pollMs = 5000 }: MailerOptions): Mailer => {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ jsonTransport: true });
  let running: Promise<void> | null = null;
  let again = false;

  /** Sends one leased message, renewing its lease while the peer is slow. */
  const sendLeased = async (mail: OutboxRow) => {
    const renew = setInterval(
      () =>
        void renewMailLease(db, mail.id).catch((error: unknown) =>
          log.warn({ err: error }, 'mail lease not renewed'),
        ),
      (MAIL_LEASE_SECONDS * 1000) / 3,
    );
    try {
      await transport.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        ...openMailBodies(mail),
      });
    } finally {
      clearInterval(renew);
    }
  };

  const sendDue = async () => {
    for (let mail = await claimNextMail(db); mail; mail = await claimNextMail(db)) {
      try {
        await sendLeased(mail);
        await markMailSent(db, mail.id);
        if (!smtpUrl) {
          log.info(
            { to: mail.recipient, subject: mail.subject },
            `mail (no SMTP_URL set):\n${openMailBodies(mail).text}`,
          );
        }
      } catch (error) {
        log.warn({ err: error, to: mail.recipient }, 'mail not sent; will retry');
        await markMailFailed(db, mail.id, mail.attempts + 1, String(error));
      }
    }
  };

  const flush = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendDue().catch((error: unknown) =>
          log.error({ err: error }, 'mail dispatch failed'),
        );
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void flush(), pollMs);
  timer.unref();

  return {
    kick: () => void flush(),
    flush,
    stop: async () => {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
};
