import {
  BRANCH_CSV_COLUMNS,
  BRANCH_LIMITS,
  branchFormSchema,
  COUNTRY_CODES,
  RISK_LEVELS,
  type Branch,
  type BranchImportError,
  type BranchValues,
} from '@georisk/contract';
import { stringify } from 'csv-stringify/sync';
import { readCsvTable, unquoteFormula } from '../../csv/csv-table.js';
import { BRANCH_TEXTS as M } from './branches.messages.js';

/** A parsed file: every row valid, or every mistake with its line. */
export type CsvReading =
  { ok: true; rows: BranchValues[] } | { ok: false; errors: BranchImportError[] };

type Cells = Record<(typeof BRANCH_CSV_COLUMNS)[number], string>;

/** An empty cell is "not given" (a default applies); anything else must read as a number. */
const numberCell = (cell: string) => (cell.trim() === '' ? undefined : Number(cell.trim()));

const levelCell = (cell: string) =>
  RISK_LEVELS.find((level) => level.toLowerCase() === cell.trim().toLowerCase()) ??
  (cell.trim() || undefined);

const candidateOf = (cells: Cells) => ({
  name: unquoteFormula(cells.name),
  kind: cells.kind.trim().toLowerCase(),
  lat: numberCell(cells.lat),
  lon: numberCell(cells.lon),
  place_name: unquoteFormula(cells.city),
  country: cells.country.trim().toUpperCase(),
  radius_km: numberCell(cells.radius_km),
  min_level: levelCell(cells.min_level),
  people: numberCell(cells.people),
});

/** Where a city is, when a row gives a city and no coordinates (null: no such city there). */
export type LocateCity = (
  city: string,
  country: string,
) => Promise<{ lat: number; lon: number } | null>;

/** Fills empty lat and lon from the city, or says why they are needed. */
const withPosition = async (cells: Cells, locate: LocateCity): Promise<Cells | string> => {
  if (cells.lat.trim() !== '' || cells.lon.trim() !== '') return cells;
  const city = unquoteFormula(cells.city).trim();
  if (city === '') return M.coordinatesNeeded;
  const country = cells.country.trim().toUpperCase();
  const found = await locate(city, country);
  return found
    ? { ...cells, lat: String(found.lat), lon: String(found.lon) }
    : M.cityNotFound(city, country);
};

/** The first mistake of one row, in the form's order, or its values. */
const readRow = async (
  cells: Cells,
  locate: LocateCity,
): Promise<{ values: BranchValues } | { message: string }> => {
  if (cells.name.trim() !== '' && COUNTRY_CODES.has(cells.country.trim().toUpperCase())) {
    const placed = await withPosition(cells, locate);
    if (typeof placed === 'string') return { message: placed };
    cells = placed;
  }
  const parsed = branchFormSchema.safeParse(candidateOf(cells));
  if (parsed.success) return { values: parsed.data };
  return { message: parsed.error.issues[0]?.message ?? M.rowUnreadable };
};

/**
 * Reads an import file: the header first, then at most 5 000 rows; every bad row is reported
 * with its line (where the row ends, for a quoted cell over several lines) and the reason.
 */
export const readBranchCsv = async (text: string, locate: LocateCity): Promise<CsvReading> => {
  const table = readCsvTable(text, BRANCH_CSV_COLUMNS, BRANCH_LIMITS.importRows, M);
  if (!table.ok) return table;
  const values: BranchValues[] = [];
  const errors: BranchImportError[] = [];
  for (const { line, cells, message } of table.rows) {
    const read = cells ? await readRow(cells, locate) : { message: message ?? M.rowUnreadable };
    if ('values' in read) values.push(read.values);
    else errors.push({ line, message: read.message });
  }
  return errors.length ? { ok: false, errors } : { ok: true, rows: values };
};

/**
 * The export file, in the import's columns. A text cell that a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR) is written with a leading quote, so it opens as text.
 */
export const writeBranchCsv = (rows: Branch[]): string =>
  stringify(
    rows.map((b) => [
      b.name,
      b.kind,
      b.lat,
      b.lon,
      b.place_name ?? '',
      b.country,
      b.radius_km,
      b.min_level,
      b.people,
    ]),
    {
      header: true,
      columns: [...BRANCH_CSV_COLUMNS],
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
