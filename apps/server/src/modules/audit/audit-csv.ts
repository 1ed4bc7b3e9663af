import { AUDIT_CSV_COLUMNS, type AuditEvent } from '@georisk/contract';
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

async function* recordsOf(events: AsyncIterable<AuditEvent>) {
  for await (const event of events) {
    const { detail } = event;
    yield { ...event, detail: Object.keys(detail).length > 0 ? JSON.stringify(detail) : '' };
  }
}

/**
 * The events as CSV text (RFC 4180 quoting by csv-stringify: commas, quotes and line breaks stay
 * inside their cell), a header line first and a byte-order mark so spreadsheets read UTF-8. It
 * pulls the events as it writes them, so the whole trail is never held at once.
 */
export const auditCsv = (events: AsyncIterable<AuditEvent>): Readable =>
  pipeline(
    Readable.from(recordsOf(events)),
    stringify({
      header: true,
      bom: true,
      columns: [...AUDIT_CSV_COLUMNS],
      // A cell a spreadsheet would read as a formula (OWASP "CSV injection": = + - @, tab,
      // carriage return) gets a leading apostrophe, so it opens as the text it is.
      escape_formulas: true,
    }),
    () => undefined,
  );
