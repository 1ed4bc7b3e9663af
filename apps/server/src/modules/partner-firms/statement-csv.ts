import { STATEMENT_CSV_COLUMNS, type FirmStatement } from '@georisk/contract';
import { csvDownload } from '../../csv/csv-download.js';

type Column = (typeof STATEMENT_CSV_COLUMNS)[number];
type Row = Record<Column, string | number>;

/**
 * A statement as CSV rows (docs/rules/partners.md, "Statements"): the opening balance, each entry
 * with the balance after it, the month's totals, the closing balance. Every row names its firm
 * and month. Texts an admin typed (the firm's name, a query type's) are formula-safe, as in every
 * export (csvDownload).
 */
export const statementCsv = (statement: FirmStatement) => {
  const line = (cells: Partial<Row> & Pick<Row, 'kind'>): Row => ({
    firm: statement.name,
    month: statement.month,
    date: '',
    reference: '',
    request: '',
    credits: '',
    balance: '',
    ...cells,
  });
  return csvDownload(STATEMENT_CSV_COLUMNS, [
    line({
      kind: 'opening balance',
      date: statement.from.slice(0, 10),
      balance: statement.opening,
    }),
    ...statement.entries.map((entry) =>
      line({
        date: entry.at,
        kind: entry.kind,
        reference: entry.ref ?? '',
        request: entry.request ?? '',
        credits: entry.credits,
        balance: entry.balance,
      }),
    ),
    line({ kind: 'total credited', credits: statement.credited }),
    line({ kind: 'total debited', credits: statement.debited }),
    line({ kind: 'closing balance', date: statement.closing_day, balance: statement.closing }),
  ]);
};
