import type { FirmStatement } from '@georisk/contract';

/** `statement-harbour-analysts-2026-10.csv`: the firm and month, in both formats alike. */
export const statementFileName = (statement: FirmStatement, extension: 'csv' | 'pdf') => {
  const firm = statement.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `statement-${firm ? `${firm}-` : ''}${statement.month}.${extension}`;
};
