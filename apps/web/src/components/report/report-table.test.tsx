import type { Factor, FindingRow, FindingStatus } from '@georisk/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countStatuses, reportRows } from './finding-status';
import { ReportTable } from './report-table';

const WAR = { categories_id: 'war', name: 'Military Conflicts' };
const TRADE = { categories_id: 'trade', name: 'Trade Policy' };

const buildNamedFactor = (name: string, category = WAR, is_active = true): Factor => ({
  factor_id: `f-${name}`,
  categories_id: category.categories_id,
  categories: category,
  name,
  code: name.slice(0, 3).toUpperCase(),
  icon: 'flag',
  about: `About ${name}`,
  is_active,
  created_by: null,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
});

const buildFinding = (
  factorName: string,
  response_status: FindingStatus,
  text: string,
): FindingRow => ({
  finding_id: 'finding-1',
  incident_id: 'incident-1',
  factor_id: `f-${factorName}`,
  response_status,
  factor_response: text,
  previous_status: null,
  created_by: 'partner',
  created_at: '2026-11-21T11:00:00.000Z',
});

const factors = [
  buildNamedFactor('Troops'),
  buildNamedFactor('Ceasefire'),
  buildNamedFactor('Airspace'),
  buildNamedFactor('Unrated'),
  buildNamedFactor('Tariffs', TRADE),
  buildNamedFactor('Retired', WAR, false),
];
const findings = [
  buildFinding('Troops', 'Red', 'Build-up on the border'),
  buildFinding('Ceasefire', 'Yellow', 'Holding, fragile'),
  buildFinding('Airspace', 'Green', 'Open'),
];

const statusCell = (factorName: string) => {
  const row = screen.getByRole('row', { name: new RegExp(factorName) });
  return within(row).getAllByRole('cell').at(-1)!;
};

describe('the finding report', () => {
  it('colours each status cell: Green success, Yellow warning, Red danger', () => {
    render(<ReportTable rows={reportRows(factors, findings, 'war')} />);
    expect(statusCell('Troops')).toHaveTextContent('Red');
    expect(statusCell('Troops')).toHaveClass('text-bg-danger');
    expect(statusCell('Ceasefire')).toHaveClass('text-bg-warning');
    expect(statusCell('Airspace')).toHaveClass('text-bg-success');
    expect(statusCell('Unrated')).toHaveTextContent('Pending');
    expect(screen.getByRole('row', { name: /Troops/ })).toHaveTextContent('Build-up on the border');
    expect(screen.getByRole('row', { name: /Troops/ })).toHaveTextContent('About Troops');
  });

  it("shows only factors of the incident's category, dropping retired ones never answered", () => {
    render(<ReportTable rows={reportRows(factors, findings, 'war')} />);
    expect(screen.queryByRole('row', { name: /Tariffs/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Retired/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });

  it('keeps a retired factor that was answered, and counts the scorecard', () => {
    const rows = reportRows(
      factors,
      [...findings, buildFinding('Retired', 'Red', 'Was bad')],
      'war',
    );
    expect(rows.map((row) => row.factor.name)).toContain('Retired');
    expect(countStatuses(rows)).toEqual({ Green: 1, Yellow: 1, Red: 2 });
  });
});
