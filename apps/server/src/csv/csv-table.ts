import { CsvError, parse } from 'csv-parse/sync';

/**
 * The house's CSV import reading, shared by every import (docs/rules/branches.md, "CSV import"):
 * UTF-8 with or without a BOM, CRLF, LF or CR line ends, RFC 4180 quoting, the header first, and
 * every row with the line where it ends, so each mistake can be reported with its line.
 */
export interface CsvLineError {
  line: number;
  message: string;
}

export interface CsvTableTexts {
  header: string;
  noRows: string;
  tooManyRows: (n: number) => string;
  columnCount: (n: number) => string;
  unreadable: string;
}

/** A row of the file, its cells named by the header's columns, and the line it ends on. */
export interface CsvRow<C extends string> {
  line: number;
  cells: Record<C, string> | null;
  /** Why the row cannot be read (a wrong number of cells), when `cells` is null. */
  message?: string;
}

type Parsed = { record: string[]; info: { lines: number } };

const parseRecords = (text: string, unreadable: string): Parsed[] | CsvLineError => {
  try {
    // Line endings made one (CRLF, LF or CR), so line numbers count as a text editor does.
    return parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Parsed[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { line, message: unreadable };
  }
};

/** Spreadsheets mark a text that starts like a formula with a quote; the text is what follows. */
export const unquoteFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * The file's rows after its header, or the one mistake that stops it being read at all (no or a
 * wrong header, no rows, too many rows, broken quoting).
 */
export const readCsvTable = <C extends string>(
  text: string,
  columns: readonly C[],
  maxRows: number,
  texts: CsvTableTexts,
): { ok: true; rows: CsvRow<C>[] } | { ok: false; errors: CsvLineError[] } => {
  const records = parseRecords(text, texts.unreadable);
  if (!Array.isArray(records)) return { ok: false, errors: [records] };
  const [header, ...rows] = records;
  const isHeader =
    header?.record.length === columns.length &&
    header.record.every((cell, i) => cell.trim().toLowerCase() === columns[i]);
  if (!header || !isHeader) {
    return { ok: false, errors: [{ line: header?.info.lines ?? 1, message: texts.header }] };
  }
  if (rows.length === 0) return { ok: false, errors: [{ line: 2, message: texts.noRows }] };
  if (rows.length > maxRows) {
    return { ok: false, errors: [{ line: 1, message: texts.tooManyRows(rows.length) }] };
  }
  return {
    ok: true,
    rows: rows.map(({ record, info }) =>
      record.length === columns.length
        ? {
            line: info.lines,
            cells: Object.fromEntries(columns.map((c, i) => [c, record[i] ?? ''])) as Record<
              C,
              string
            >,
          }
        : { line: info.lines, cells: null, message: texts.columnCount(record.length) },
    ),
  };
};
