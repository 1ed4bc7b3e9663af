import type { CheckinAnswer } from '@georisk/contract';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { checkinRecipients, checkins, companies, users } from '../../db/schema.js';

/**
 * One asked traveller with what the public page and the mails need of the check-in: who asked
 * (the company's name, or the solo customer's), its message, expiry and whether it is closed.
 * `lock` holds the row until the transaction ends, so two answers at once apply in turn.
 */
export const recipientFor = async (db: Database, id: string, lock = false) => {
  const query = db
    .select({
      recipient: checkinRecipients,
      checkin: checkins,
      askedBy: sql<string>`coalesce(${companies.name}, ${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(checkinRecipients)
    .innerJoin(checkins, eq(checkins.id, checkinRecipients.checkinId))
    .leftJoin(companies, eq(companies.id, checkins.companyId))
    .leftJoin(users, eq(users.id, checkins.userId))
    .where(and(eq(checkinRecipients.id, id), eq(checkins.isDeleted, false)));
  const [row] = await (lock ? query.for('update', { of: checkinRecipients }) : query);
  return row ?? null;
};
export type RecipientOfCheckin = NonNullable<Awaited<ReturnType<typeof recipientFor>>>;

/** Records an answer (and the note, when given); no reminder follows an answer. */
export const recordAnswer = (
  tx: Database,
  id: string,
  values: { answer: CheckinAnswer; note: string; at: Date },
) =>
  tx
    .update(checkinRecipients)
    .set({
      answer: values.answer,
      note: values.note,
      answeredAt: values.at,
      nextReminderAt: null,
      updatedAt: values.at,
    })
    .where(eq(checkinRecipients.id, id));

/**
 * Claims the reminders due at `now` (unanswered, check-in open and not expired): each claimed row
 * counts one more reminder and gets its next time, or none after the last. Two sweeps at once
 * claim different rows (SKIP LOCKED), so nobody is reminded twice for one round.
 */
export const claimDueReminders = async (
  tx: Database,
  options: { now: Date; next: Date; max: number; batch: number },
) => {
  const due = tx
    .select({ id: checkinRecipients.id })
    .from(checkinRecipients)
    .innerJoin(checkins, eq(checkins.id, checkinRecipients.checkinId))
    .where(
      and(
        lte(checkinRecipients.nextReminderAt, options.now),
        isNull(checkinRecipients.answer),
        isNull(checkins.closedAt),
        eq(checkins.isDeleted, false),
        gt(checkins.expiresAt, options.now),
      ),
    )
    .limit(options.batch)
    .for('update', { of: checkinRecipients, skipLocked: true });
  return tx
    .update(checkinRecipients)
    .set({
      remindersSent: sql`${checkinRecipients.remindersSent} + 1`,
      nextReminderAt: sql`case when ${checkinRecipients.remindersSent} + 1 >= ${options.max} then null else ${options.next.toISOString()}::timestamptz end`,
      updatedAt: options.now,
    })
    .where(inArray(checkinRecipients.id, due))
    .returning({ id: checkinRecipients.id, checkinId: checkinRecipients.checkinId });
};
