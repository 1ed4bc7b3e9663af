import { BRANCH_CSV_COLUMNS, BRANCH_LIMITS } from '@georisk/contract';

/** The branches module's replies and refusals (docs/rules/branches.md). */
export const BRANCH_TEXTS = {
  label: 'Branch',
  created: 'Branch saved.',
  updated: 'Branch updated.',
  removed: 'Branch deleted.',
  read: 'Branch found.',
  listed: 'Branches found.',
  exported: 'Branches exported.',
  imported: (n: number) => `${n} ${n === 1 ? 'branch' : 'branches'} imported.`,
  importRefused: (n: number) =>
    `Nothing was imported: ${n} ${n === 1 ? 'line has a mistake' : 'lines have mistakes'}. Please correct ${n === 1 ? 'it' : 'them'} and import the file again`,
  header: `The first line must be the header ${BRANCH_CSV_COLUMNS.join(',')}`,
  noRows: 'The file has a header but no branches',
  tooManyRows: (n: number) =>
    `The file has ${n} branches; please import at most ${BRANCH_LIMITS.importRows} at a time`,
  columnCount: (n: number) =>
    `This line has ${n} ${n === 1 ? 'cell' : 'cells'}; a branch needs the ${BRANCH_CSV_COLUMNS.length} columns of the header`,
  coordinatesNeeded: 'Please give the lat and lon of the branch, or its city',
  cityNotFound: (city: string, country: string) =>
    `No city named ${city} was found in ${country}: please give the lat and lon of the branch`,
  unreadable:
    'This line cannot be read as CSV: check its quotes (a cell with a comma or a quote must be in double quotes, its quotes doubled)',
  rowUnreadable: 'This line cannot be read',
} as const;
