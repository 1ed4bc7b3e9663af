import type { CheckinResponse } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { failure, success, type Result } from '../../domain/result.js';
import type { CheckinToken } from '../../domain/checkin-token.js';
import { recordAudit } from '../audit/index.js';
import {
  recordAnswer,
  recipientFor,
  type RecipientOfCheckin,
} from './checkin-answers.repository.js';
import { CHECKIN_TEXTS as M } from './checkins.messages.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import type { CheckinRespondBody } from '@georisk/contract';

type Body = CheckinRespondBody & { note?: string };
interface Answered {
  response: CheckinResponse;
  changed: boolean;
}

const responseOf = (row: RecipientOfCheckin, replayed: boolean): CheckinResponse => ({
  name: row.recipient.name,
  asked_by: row.askedBy,
  message: row.checkin.message,
  answer: row.recipient.answer as CheckinResponse['answer'],
  note: row.recipient.note,
  answered_at: (row.recipient.answeredAt ?? new Date()).toISOString(),
  replayed,
  open: row.checkin.closedAt === null,
});

/**
 * A traveller's answer through the mailed link (docs/rules/checkins.md, "Answers"): the first
 * answer is recorded; a link opened again shows what was recorded and changes nothing; the page's
 * explicit change (`change: true`) replaces the answer and note while the check-in is open.
 * Refused, with nothing written: a forged, altered or foreign-purpose token, an expired link, a
 * closed check-in.
 */
export const respondToCheckin = async (
  db: Database,
  body: Body,
  deps: { verifyCheckin(token: string): Promise<CheckinToken>; ip: string | null },
): Promise<Result<Answered>> => {
  const token = await deps.verifyCheckin(body.token);
  if ('refused' in token) {
    return token.refused === 'expired'
      ? failure('gone', M.expiredLink)
      : failure('invalid', M.invalidLink);
  }
  return transactionResult(db, async (tx): Promise<Result<Answered>> => {
    const row = await recipientFor(tx, token.recipientId, true);
    if (!row) return failure('invalid', M.invalidLink);
    const now = new Date();
    if (row.checkin.closedAt) return failure('gone', M.closedCheckin);
    if (row.checkin.expiresAt <= now) return failure('gone', M.expiredLink);
    const first = row.recipient.answer === null;
    if (!first && body.change !== true)
      return success({ response: responseOf(row, true), changed: false });
    const note = body.note ?? row.recipient.note;
    if (!first && row.recipient.answer === body.answer && row.recipient.note === note) {
      return success({ response: responseOf(row, false), changed: false });
    }
    await recordAnswer(tx, row.recipient.id, { answer: body.answer, note, at: now });
    await recordAudit(
      tx,
      { userId: null, email: row.recipient.email, ip: deps.ip },
      {
        action: 'checkin.respond',
        target: { kind: 'checkin', id: row.checkin.id },
        detail: { traveller_id: row.recipient.travellerId, answer: body.answer, changed: !first },
        companyId: row.checkin.companyId,
      },
    );
    await emitWebhookEvent(tx, row.checkin.companyId, 'checkin.responded', {
      checkin_id: row.checkin.id,
      traveller_id: row.recipient.travellerId,
      answer: body.answer,
      answered_at: now.toISOString(),
    });
    const updated = {
      ...row,
      recipient: { ...row.recipient, answer: body.answer, note, answeredAt: now },
    };
    return success({ response: responseOf(updated, false), changed: true });
  });
};
