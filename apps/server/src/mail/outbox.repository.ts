import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';
import { mailSeal } from './mail-seal.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Call inside the transaction that creates the OTP or token, so neither exists without the other.
 * The bodies (which hold the code or link) are stored sealed; see mail-seal.ts.
 */
export const enqueueMail = async (db: Pick<Database, 'insert'>, message: MailMessage) => {
  const { seal } = mailSeal();
  await db.insert(mailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    textBody: seal(message.text),
    htmlBody: seal(message.html),
  });
};

/** The plain bodies of a queued row, for the dispatcher. */
export const openMailBodies = (row: Pick<OutboxRow, 'textBody' | 'htmlBody'>) => {
  const seal = mailSeal();
  // A row queued by a server from before sealing is sent as it stands.
  const open = (body: string) => (seal.isSealed(body) ? seal.open(body) : body);
  return { text: open(row.textBody), html: open(row.htmlBody) };
};

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * How long a dispatcher owns the one message it is sending. The dispatcher renews the lease while
 * the SMTP peer is slow (mail/mailer.ts), so it only runs out when the owner died or lost the
 * database; then another server sends the message (at least once: docs/operations.md).
 */
export const MAIL_LEASE_SECONDS = 30;
const leaseUntil = () => sql`now() + make_interval(secs => ${MAIL_LEASE_SECONDS})`;

/**
 * Leases the next due message, one at a time: a lease covers one send, so a slow peer never
 * lets a batch's later messages outlive their lease and be sent by a second server. SKIP LOCKED
 * lets several servers claim at once without waiting for one another.
 */
export const claimNextMail = async (db: Database): Promise<OutboxRow | undefined> => {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil() })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
  return claimed;
};

/** Keeps a message leased while its send is still under way. */
export const renewMailLease = (db: Database, id: string) =>
  db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil() })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));

/**
 * Frees the leases of messages never tried. Only for the embedded database, where the lock file
 * guarantees no other dispatcher is running, so every lease at start belonged to a dead process.
 */
export const releaseStaleLeases = (db: Database) =>
  db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        isNull(mailOutbox.sentAt),
        eq(mailOutbox.attempts, 0),
        gt(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    );

/** A sent mail keeps its bookkeeping (recipient, subject, times) but not its bodies. */
export const markMailSent = (db: Database, id: string) =>
  db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null, textBody: '', htmlBody: '' })
    .where(eq(mailOutbox.id, id));

export const markMailFailed = (db: Database, id: string, attempts: number, error: string) => {
  const backoffSeconds = Math.min(2 ** attempts * 15, 3600);
  return db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
    })
    .where(eq(mailOutbox.id, id));
};
