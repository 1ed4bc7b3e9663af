import {
  CHECKIN_ANSWER_LABELS,
  CHECKIN_CSV_COLUMNS,
  type CheckinRecipient,
} from '@georisk/contract';
import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';

/**
 * The board as CSV (RFC 4180 quoting by csv-stringify), a byte-order mark first so spreadsheets
 * read UTF-8. A note is the traveller's own text: a cell a spreadsheet would read as a formula
 * (= + - @, tab, carriage return) gets a leading apostrophe, as in the audit export.
 */
export const checkinCsv = (recipients: CheckinRecipient[]): Readable =>
  Readable.from([
    stringify(
      recipients.map((r) => ({
        traveller: r.name,
        email: r.email,
        answer: r.answer ? CHECKIN_ANSWER_LABELS[r.answer] : 'No answer',
        answered_at: r.answered_at ?? '',
        note: r.note,
        reminders_sent: r.reminders_sent,
      })),
      { header: true, bom: true, columns: [...CHECKIN_CSV_COLUMNS], escape_formulas: true },
    ),
  ]);
