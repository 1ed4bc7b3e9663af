import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Call inside the transaction that creates the OTP or token, so neither exists without the other. */
export const enqueueMail = async (db: Pick<Database, 'insert'>, message: MailMessage) => {
  await db.insert(mailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
  });
};

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a dispatcher owns a message it is sending; a crash mid-send delays it this long. */
const LEASE = sql`now() + interval '30 seconds'`;

/** Leases due messages; several servers may dispatch at once without sending twice. */
export const claimDueMail = async (db: Database, limit: number): Promise<OutboxRow[]> => {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: LEASE })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
};

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

export const markMailSent = (db: Database, id: string) =>
  db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
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
