import type { CountrySummary } from '@georisk/contract/resources/country';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RISK_FILL, NO_LEVEL_FILL } from './risk-colours';
import { WorldMap } from './world-map';

const SHAPES = {
  width: 960,
  height: 470,
  shapes: [
    { code: 'UA', name: 'Ukraine', d: 'M0,0L10,0L10,10Z' },
    { code: 'FR', name: 'France', d: 'M20,0L30,0L30,10Z' },
    { code: '', name: 'Somaliland', d: 'M40,0L50,0L50,10Z' },
  ],
};
const summary = (
  code: string,
  name: string,
  riskLevel: CountrySummary['riskLevel'],
  score: number,
) => ({
  code,
  name,
  riskLevel,
  score,
  articles: 1,
  findings: 0,
});

describe('WorldMap', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(SHAPES))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('colours each country by level, names it on focus and opens its page on click', async () => {
    const view = renderWithProviders(
      <>
        <h2 id="t">Map</h2>
        <WorldMap countries={[summary('UA', 'Ukraine', 'Severe', 80)]} labelledBy="t" />
      </>,
    );
    const ukraine = await screen.findByRole('link', { name: 'Ukraine: Severe' });
    await waitFor(() =>
      expect(document.querySelector('path[data-code="UA"]')).toHaveAttribute(
        'fill',
        RISK_FILL.Severe,
      ),
    );
    expect(document.querySelector('path[data-code="FR"]')).toHaveAttribute('fill', NO_LEVEL_FILL);
    // Only countries with a level take keyboard focus; the list beside says the same in text.
    expect(screen.queryByRole('link', { name: /France/ })).toBeNull();
    ukraine.focus();
    expect(await screen.findByText('Ukraine: Severe', { selector: 'p' })).toBeInTheDocument();
    await view.user.click(ukraine.querySelector('path')!);
    expect(view.location().pathname).toBe('/country/UA');
  });

  it('lists the countries with a level, strongest first, as links', async () => {
    renderWithProviders(
      <WorldMap
        countries={[
          summary('FR', 'France', 'Low Risk', 3),
          summary('UA', 'Ukraine', 'High Risk', 40),
        ]}
        labelledBy="t"
      />,
    );
    const items = await screen.findAllByRole('listitem');
    const list = items.filter((item) => item.closest('ol'));
    expect(list.map((item) => item.textContent)).toEqual([
      'UkraineHigh Risk · 40',
      'FranceLow Risk · 3',
    ]);
    expect(screen.getByRole('link', { name: 'France' })).toHaveAttribute('href', '/country/FR');
  });
});
