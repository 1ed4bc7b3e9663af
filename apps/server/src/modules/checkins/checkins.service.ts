import { CHECKIN_LIMITS, type CheckinBoard, type CheckinValues } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import type { RecordOwner } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { homeToManage, mayActOn, pageFor, recordFor } from '../schedule/index.js';
import { audienceOf } from './checkin-audience.js';
import { askMail } from './checkin-mails.js';
import { recipientFor } from './checkin-answers.repository.js';
import { closeCheckin, findCheckin, insertCheckin, listCheckins } from './checkins.repository.js';
import { CHECKIN_TEXTS as M } from './checkins.messages.js';

/** What starting a check-in needs besides the database: links, and when to remind. */
export interface CheckinDeps {
  signCheckin(recipientId: string, expiresAt: Date): Promise<string>;
  publicUrl: string;
  reminderMinutes: number;
}

const HOUR_MS = 3_600_000;

const audit = (
  db: Database,
  caller: UserCaller,
  owner: RecordOwner,
  entry: Omit<Parameters<typeof recordAudit>[2], 'companyId'>,
) => recordAudit(db, callerActor(caller), { ...entry, companyId: owner.companyId });

/** A check-in the caller may `read` or `manage`, with its recipients. */
const checkinFor = recordFor(findCheckin, M.checkin);

const boardOf = async (
  db: Database,
  caller: UserCaller,
  id: string,
): Promise<Result<CheckinBoard>> => {
  const found = await checkinFor(db, caller, id, 'read');
  if (!found.ok) return found;
  const canManage = (await mayActOn(db, caller, found.value.owner, 'manage')).ok;
  return success({
    ...found.value.checkin,
    recipients: found.value.recipients,
    can_manage: canManage,
  });
};

/**
 * Starts a check-in: finds whom it asks, writes it with one row per traveller, and queues each
 * one's mail with its own signed links, all in one transaction (docs/rules/checkins.md).
 */
export const startCheckin = async (
  db: Database,
  caller: UserCaller,
  values: CheckinValues,
  deps: CheckinDeps,
): Promise<Result<CheckinBoard>> => {
  const home = await homeToManage(db, caller);
  if (!home.ok) return home;
  const owner = home.value;
  const now = new Date();
  const asked = await audienceOf(db, owner, values, now);
  if (!asked.ok) return asked;
  const expiresAt = new Date(now.getTime() + CHECKIN_LIMITS.linkHours * HOUR_MS);
  // Tokens are signed before the transaction, so it stays short.
  const people = await Promise.all(
    asked.value.map(async (a) => {
      const id = randomUUID();
      return { ...a, id, token: await deps.signCheckin(id, expiresAt) };
    }),
  );
  const created = await transactionResult(db, async (tx) => {
    const { id } = await insertCheckin(
      tx,
      {
        owner,
        kind: values.by,
        country: values.by === 'country' ? (values.country ?? null) : null,
        articleId: values.by === 'event' ? (values.article_id ?? null) : null,
        message: values.message ?? '',
        createdBy: caller.userId,
        expiresAt,
        firstReminderAt: new Date(now.getTime() + deps.reminderMinutes * 60_000),
      },
      people,
    );
    const askedBy = (await recipientFor(tx, people[0]!.id))?.askedBy ?? 'Your company';
    for (const p of people) {
      await enqueueMail(
        tx,
        askMail({
          ...p,
          to: p.email,
          askedBy,
          message: values.message ?? '',
          publicUrl: deps.publicUrl,
          reminder: 0,
        }),
      );
    }
    await audit(tx, caller, owner, {
      action: 'checkin.start',
      target: { kind: 'checkin', id },
      detail: {
        by: values.by,
        country: values.country ?? null,
        article_id: values.article_id ?? null,
        asked: people.length,
      },
    });
    return success(id);
  });
  return created.ok ? boardOf(db, caller, created.value) : created;
};

export const checkinBoardOf = boardOf;

/** The caller's check-ins (a company's, a solo customer's own, every one for a platform admin). */
export const checkinsOf = pageFor(listCheckins);

/** Closes an open check-in: its links stop recording answers and its reminders stop. */
export const closeCheckinOf = async (db: Database, caller: UserCaller, id: string) => {
  const found = await checkinFor(db, caller, id, 'manage');
  if (!found.ok) return found;
  const closed = await transactionResult(db, async (tx) => {
    if (!(await closeCheckin(tx, id, caller.userId, new Date()))) {
      return failure('conflict', M.alreadyClosed);
    }
    await audit(tx, caller, found.value.owner, {
      action: 'checkin.close',
      target: { kind: 'checkin', id },
      detail: {
        answered: found.value.recipients.filter((r) => r.answer).length,
        asked: found.value.recipients.length,
      },
    });
    return success(id);
  });
  return closed.ok ? boardOf(db, caller, id) : closed;
};

/** The board's rows for the CSV file; the export is audited. */
export const exportCheckin = async (db: Database, caller: UserCaller, id: string) => {
  const found = await checkinFor(db, caller, id, 'read');
  if (!found.ok) return found;
  await audit(db, caller, found.value.owner, {
    action: 'checkin.export',
    target: { kind: 'checkin', id },
    detail: { rows: found.value.recipients.length },
  });
  return success(found.value);
};
