import { CHECKIN_LIMITS } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { JobRunner } from '../../jobs/index.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { recordAudit } from '../audit/index.js';
import { askMail } from './checkin-mails.js';
import { claimDueReminders, recipientFor } from './checkin-answers.repository.js';
import { inTransaction } from '../../db/transaction.js';

export interface ReminderDeps {
  db: Database;
  signCheckin(recipientId: string, expiresAt: Date): Promise<string>;
  publicUrl: string;
  /** CHECKIN_REMINDER_MINUTES: the time between two reminders (and before the first). */
  minutes: number;
}

const BATCH = 100;
/** The sweep runs every minute; a reminder is due on its own time, so this is only its delay. */
const EVERY_SECONDS = 60;

/**
 * Mails the reminders due at `now`, one batch per transaction: each claimed row has already
 * counted its reminder and been given its next time (none after the third), so a mail is queued
 * exactly once per reminder. Answered, closed and expired check-ins are never claimed.
 */
export const sendDueReminders = async (deps: ReminderDeps, now = new Date()) =>
  inTransaction(deps.db, async (tx) => {
    const next = new Date(now.getTime() + deps.minutes * 60_000);
    const claimed = await claimDueReminders(tx, {
      now,
      next,
      max: CHECKIN_LIMITS.reminders,
      batch: BATCH,
    });
    const perCheckin = new Map<string, { companyId: string | null; sent: number }>();
    for (const { id } of claimed) {
      const row = await recipientFor(tx, id);
      if (!row) continue;
      const token = await deps.signCheckin(id, row.checkin.expiresAt);
      await enqueueMail(
        tx,
        askMail({
          to: row.recipient.email,
          name: row.recipient.name,
          askedBy: row.askedBy,
          message: row.checkin.message,
          token,
          publicUrl: deps.publicUrl,
          reminder: row.recipient.remindersSent,
        }),
      );
      const seen = perCheckin.get(row.checkin.id) ?? { companyId: row.checkin.companyId, sent: 0 };
      perCheckin.set(row.checkin.id, { ...seen, sent: seen.sent + 1 });
    }
    for (const [id, { companyId, sent }] of perCheckin) {
      await recordAudit(
        tx,
        { userId: null, ip: null },
        { action: 'checkin.remind', target: { kind: 'checkin', id }, detail: { sent }, companyId },
      );
    }
    return claimed.length;
  });

/** The recurring sweep on the one job runner (jobs/). */
export const scheduleCheckinReminders = (jobs: JobRunner, deps: ReminderDeps) => {
  jobs.recurring('checkin-reminders', EVERY_SECONDS, async () => {
    while ((await sendDueReminders(deps)) === BATCH);
  });
};
