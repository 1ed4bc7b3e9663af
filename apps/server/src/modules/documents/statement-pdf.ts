import type { FirmStatement, LedgerKind } from '@georisk/contract';
import type { PdfContent } from '../../pdf/pdf-document.js';
import { printedAt } from './document-dates.js';

const KIND_LABELS: Record<LedgerKind, string> = {
  purchase: 'Purchase',
  voucher: 'Voucher',
  charge: 'Charge',
  refund: 'Refund',
  payout: 'Earned',
  hold: 'Hold',
  release: 'Release',
  welcome: 'Welcome credits',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const monthName = (statement: FirmStatement) =>
  new Date(statement.from).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const credits = (n: number) => `${n} ${Math.abs(n) === 1 ? 'credit' : 'credits'}`;
const signed = (n: number) => (n > 0 ? `+${credits(n)}` : `-${credits(-n)}`);

/**
 * A partner firm's monthly statement (docs/rules/partners.md, "Statements"): the balances, the
 * month's totals and every entry with the balance after it, as the CSV has them.
 */
export const statementDocument = (statement: FirmStatement, now = new Date()): PdfContent => ({
  title: `Statement ${monthName(statement)}`,
  subtitle: `${statement.name} · printed ${printedAt(now)}`,
  blocks: [
    {
      kind: 'fields',
      rows: [
        ['Firm', statement.name],
        ['Period', `${day(statement.from)} to ${day(statement.closing_day)} (UTC)`],
        [`Opening balance on ${day(statement.from)}`, credits(statement.opening)],
        ['Credited', credits(statement.credited)],
        ['Debited', credits(statement.debited)],
        [`Closing balance on ${day(statement.closing_day)}`, credits(statement.closing)],
      ],
    },
    { kind: 'heading', text: 'Entries' },
    statement.entries.length === 0
      ? { kind: 'text', muted: true, text: 'No entries this month.' }
      : {
          kind: 'list',
          items: statement.entries.map((entry) =>
            [
              printedAt(entry.at),
              KIND_LABELS[entry.kind],
              entry.ref && `request ${entry.ref}${entry.request ? ` (${entry.request})` : ''}`,
              `${signed(entry.credits)}, balance ${credits(entry.balance)}`,
            ]
              .filter(Boolean)
              .join(' · '),
          ),
        },
  ],
});
