import type { CountrySummary } from '@georisk/contract/resources/country';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RiskBadge } from '../risk-badge';
import { NO_LEVEL_COLOUR, VARIANT_COLOUR, type ScaleVariant } from '../risk-scale/risk-scale';
import { MAX_ZOOM } from './use-map-zoom';
import { WorldMap } from './world-map';

const SHAPES = {
  width: 960,
  height: 470,
  shapes: [
    { code: 'UA', name: 'Ukraine', d: 'M0,0L10,0L10,10Z' },
    { code: 'FR', name: 'France', d: 'M20,0L30,0L30,10Z' },
    { code: '', name: 'Somaliland', d: 'M40,0L50,0L50,10Z' },
    // One per level, for the colour-scale test (the shapes are fetched once per test file).
    ...[0, 1, 2, 3, 4].map((i) => ({ code: `C${i}`, name: `Land ${i}`, d: 'M0,0Z' })),
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
        VARIANT_COLOUR.danger,
      ),
    );
    expect(document.querySelector('path[data-code="FR"]')).toHaveAttribute('fill', NO_LEVEL_COLOUR);
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

  it('draws each level in the colour of its badge, and names every colour in a legend', async () => {
    const levels = ['Severe', 'High Risk', 'Medium Risk', 'Risk', 'Low Risk'] as const;
    renderWithProviders(
      <>
        <WorldMap
          countries={levels.map((level, i) => summary(`C${i}`, `Land ${i}`, level, 50 - i))}
          labelledBy="t"
        />
        {levels.map((level) => (
          <RiskBadge key={level} level={level} />
        ))}
      </>,
    );
    await screen.findByRole('link', { name: 'Land 0: Severe' });
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const [i, level] of levels.entries()) {
      const badge = screen.getByText(level, { selector: '.badge' });
      const variant = /bg-(\w+)/.exec(badge.className)![1] as ScaleVariant;
      expect(document.querySelector(`path[data-code="C${i}"]`)).toHaveAttribute(
        'fill',
        VARIANT_COLOUR[variant],
      );
      const swatch = within(legend).getByText(level).querySelector('.swatch');
      expect(swatch).toHaveClass(`bg-${variant}`);
    }
    expect(within(legend).getByText('No signal')).toBeInTheDocument();
  });

  it('finds a country the map cannot show, without a signal, and links its page', async () => {
    const view = renderWithProviders(
      <WorldMap countries={[summary('UA', 'Ukraine', 'High Risk', 40)]} labelledBy="t" />,
    );
    expect(screen.getByText('1 country with a level')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Find a country'), 'liecht');
    expect(screen.getByText('1 country found')).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Liechtenstein' }).closest('li')!;
    expect(row).toHaveTextContent('LiechtensteinNo signal');
    await view.user.click(within(row).getByRole('link', { name: 'Liechtenstein' }));
    expect(view.location().pathname).toBe('/country/LI');
  });

  it('zooms with the buttons and the keys within its limits, and resets', async () => {
    const view = renderWithProviders(<WorldMap countries={[]} labelledBy="t" />);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const reset = screen.getByRole('button', { name: 'Show the whole world' });
    await waitFor(() => expect(document.querySelector('svg')).not.toBeNull());
    const svg = document.querySelector('svg')!;
    // The library draws on the next animation frame.
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(svg.style.transform)?.[1] ?? 1);
    const scaleBecomes = (check: (value: number) => void) => waitFor(() => check(scale()));
    expect(zoomOut).toBeDisabled();
    expect(reset).toBeDisabled();
    await view.user.click(zoomIn);
    await scaleBecomes((value) => expect(value).toBeGreaterThan(1));
    await waitFor(() => expect(zoomOut).toBeEnabled());
    await view.user.click(zoomOut);
    await scaleBecomes((value) => expect(value).toBeCloseTo(1));
    await waitFor(() => expect(zoomOut).toBeDisabled());

    svg.focus();
    await view.user.keyboard('++');
    await scaleBecomes((value) => expect(value).toBeGreaterThan(1.5));
    const twice = scale();
    await view.user.keyboard('-');
    await scaleBecomes((value) => expect(value).toBeLessThan(twice));
    for (let i = 0; i < 20; i += 1) await view.user.click(zoomIn);
    await scaleBecomes((value) => expect(value).toBe(MAX_ZOOM));
    await waitFor(() => expect(zoomIn).toBeDisabled());
    // A disabled button lets go of the focus; the keys work from the map and its buttons.
    zoomOut.focus();
    await view.user.keyboard('0');
    await scaleBecomes((value) => expect(value).toBe(1));
    await view.user.click(zoomIn);
    await scaleBecomes((value) => expect(value).toBeGreaterThan(1));
    await view.user.click(reset);
    await scaleBecomes((value) => expect(value).toBe(1));
  });

  it('does not open a country at the end of a drag, only on a click in place', async () => {
    const view = renderWithProviders(
      <WorldMap countries={[summary('UA', 'Ukraine', 'Severe', 80)]} labelledBy="t" />,
    );
    await screen.findByRole('link', { name: 'Ukraine: Severe' });
    const ukraine = document.querySelector('path[data-code="UA"]')!;
    fireEvent.pointerDown(ukraine, { clientX: 10, clientY: 10 });
    fireEvent.click(ukraine, { clientX: 60, clientY: 10, detail: 1 });
    expect(view.location().pathname).toBe('/');
    fireEvent.pointerDown(ukraine, { clientX: 10, clientY: 10 });
    fireEvent.click(ukraine, { clientX: 12, clientY: 11, detail: 1 });
    expect(view.location().pathname).toBe('/country/UA');
  });
});
