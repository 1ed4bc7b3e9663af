import type { Exposure, ExposureBranch, ExposureEvent } from '@georisk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { geoEqualEarth } from 'd3-geo';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VARIANT_COLOUR } from '../../components/risk-scale/risk-scale';
import { renderWithProviders } from '../../test/render';
import { eventClusters } from './event-clusters';
import { ExposureMap } from './exposure-map';

const PROJECTION = { scale: 170, translate: [480, 235] as [number, number] };
const SHAPES = {
  width: 960,
  height: 470,
  projection: PROJECTION,
  shapes: [
    { code: 'FR', name: 'France', d: 'M0,0L960,0L960,470L0,470Z' },
    { code: 'JP', name: 'Japan', d: 'M0,0Z' },
  ],
};

const event = (over: Partial<ExposureEvent>): ExposureEvent => ({
  article_id: 'a1',
  title: 'Strike at the port',
  url: 'https://example.org/a1',
  level: 'High Risk',
  published_at: '2026-11-26T10:00:00.000Z',
  place_name: 'Lyon',
  country: 'FR',
  lat: 45.76,
  lon: 4.84,
  distance_km: null,
  ...over,
});
const LYON_EVENTS = [
  event({ article_id: 'a1' }),
  event({ article_id: 'a2', level: 'Severe', place_name: 'Villeurbanne', lat: 45.77, lon: 4.88 }),
  event({ article_id: 'a3', level: 'Risk', place_name: 'Vénissieux', lat: 45.7, lon: 4.89 }),
];
const TOKYO = event({
  article_id: 't1',
  title: 'Quake',
  level: 'Medium Risk',
  place_name: 'Tokyo',
  country: 'JP',
  lat: 35.68,
  lon: 139.69,
});
const branch = (over: Partial<ExposureBranch> = {}): ExposureBranch => ({
  branch_id: 'b1',
  name: 'Lyon plant',
  kind: 'plant',
  lat: 45.76,
  lon: 4.84,
  place_name: 'Lyon',
  country: 'FR',
  people: 1000,
  radius_km: 50,
  min_level: 'High Risk',
  worst_level: null,
  open_alerts: 0,
  ...over,
});
const exposure = (over: Partial<Exposure> = {}): Exposure => ({
  branches: [branch()],
  events: [...LYON_EVENTS, TOKYO],
  countries: [{ code: 'FR', level: 'Severe' }],
  can_manage: true,
  ...over,
});

const renderMap = (data: Exposure, onPick = vi.fn(), onSelect = vi.fn()) => {
  const view = renderWithProviders(
    <>
      <h2 id="t">Exposure map</h2>
      <ExposureMap
        exposure={data}
        labelledBy="t"
        selectedId={null}
        onSelect={onSelect}
        onPick={onPick}
      />
    </>,
  );
  return { ...view, onPick, onSelect };
};

describe('eventClusters', () => {
  it('gathers near events into one cluster of their worst level, and splits them when zoomed', () => {
    const clusters = eventClusters([...LYON_EVENTS, TOKYO]);
    const world = clusters.at(600);
    const cluster = world.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3, level: 'Severe' });
    expect(world.filter((item) => item.kind === 'event')).toHaveLength(1);
    const width = clusters.widthToSplit(cluster!.kind === 'cluster' ? cluster!.id : 0);
    expect(width).toBeGreaterThan(600);
    const near = clusters.at(width * 64);
    expect(near.filter((item) => item.kind === 'event')).toHaveLength(4);
  });
});

describe('ExposureMap', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(SHAPES))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws branches, a cluster and single events, each with a label, under a titled map', async () => {
    const { onSelect } = renderMap(exposure());
    const map = await screen.findByRole('group', { name: 'Exposure map' });
    expect(map.querySelector('title')).toHaveTextContent(
      'Map of 1 branch and 4 located news of the last 7 days',
    );
    const cluster = screen.getByRole('button', { name: '3 news, the worst Severe: zoom in' });
    expect(cluster.querySelector('circle')).toHaveAttribute('fill', VARIANT_COLOUR.danger);
    expect(cluster).toHaveTextContent('3');
    const quake = screen.getByRole('img', { name: 'Medium Risk: Quake (Tokyo, JP)' });
    expect(quake).toHaveAttribute('fill', VARIANT_COLOUR.info);
    const plant = screen.getByRole('button', {
      name: 'Lyon plant, 1,000 people, no open alert',
    });
    expect(plant).toHaveAttribute('aria-pressed', 'false');
    // No alert: the neutral colour (from the stylesheet), not a level's.
    expect(plant.querySelector('circle')).toHaveClass('exposure-map-branch-calm');
    fireEvent.click(plant);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ branch_id: 'b1' }));
    expect(document.querySelector('path[data-code="FR"]')).toHaveAttribute(
      'fill',
      VARIANT_COLOUR.danger,
    );
  });

  it('colours a branch by its worst open alert and sizes it by people', async () => {
    renderMap(
      exposure({
        branches: [
          branch({ worst_level: 'Severe', open_alerts: 2 }),
          branch({ branch_id: 'b2', name: 'Flat', people: 0, lat: 35.68, lon: 139.69 }),
        ],
        events: [],
      }),
    );
    const plant = await screen.findByRole('button', {
      name: 'Lyon plant, 1,000 people, 2 open alerts, the worst Severe',
    });
    const flat = screen.getByRole('button', { name: 'Flat, 0 people, no open alert' });
    const radius = (el: HTMLElement) => Number(el.querySelector('circle')!.getAttribute('r'));
    expect(plant.querySelector('circle')).toHaveAttribute('fill', VARIANT_COLOUR.danger);
    expect(radius(plant)).toBeGreaterThan(radius(flat));
  });

  it('reads a click on empty ground back into coordinates and its country', async () => {
    const { onPick } = renderMap(exposure({ events: [] }));
    await screen.findByRole('group', { name: 'Exposure map' });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 960, height: 470 }),
    );
    const projection = geoEqualEarth().scale(PROJECTION.scale).translate(PROJECTION.translate);
    const [x, y] = projection([2.35, 48.86])!;
    fireEvent.click(document.querySelector('path[data-code="FR"]')!, { clientX: x, clientY: y });
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    const point = onPick.mock.calls[0]![0];
    expect(point.country).toBe('FR');
    expect(point.lat).toBeCloseTo(48.86, 1);
    expect(point.lon).toBeCloseTo(2.35, 1);
    // A click on a marker is not a pick.
    onPick.mockClear();
    fireEvent.click(screen.getByRole('button', { name: /Lyon plant/ }));
    expect(onPick).not.toHaveBeenCalled();
  });
});
