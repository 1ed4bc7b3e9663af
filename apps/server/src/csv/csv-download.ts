import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';

/**
 * An export's rows as a CSV download (RFC 4180 quoting by csv-stringify), a byte-order mark first
 * so spreadsheets read UTF-8. A cell a spreadsheet would read as a formula (= + - @, tab,
 * carriage return: OWASP "CSV injection") gets a leading apostrophe, as in every other export.
 */
export const csvDownload = <C extends string>(
  columns: readonly C[],
  rows: Record<C, string | number | boolean>[],
): Readable =>
  Readable.from([
    stringify(rows, { header: true, bom: true, columns: [...columns], escape_formulas: true }),
  ]);
