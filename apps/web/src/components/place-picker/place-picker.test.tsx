import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { PlaceNames, PlacePicker, type PickedPlace } from './index';

afterEach(() => vi.unstubAllGlobals());

const saoPaulo = {
  place_id: '3448439',
  name: 'São Paulo',
  country: 'BR',
  lat: -23.5475,
  lon: -46.63611,
  population: 10021295,
};
const paris = { name: 'Paris', country: 'FR', lat: 48.85341, lon: 2.3488 };

const Harness = ({ initial, multiple }: { initial: PickedPlace[]; multiple?: boolean }) => {
  const [places, setPlaces] = useState(initial);
  return (
    <>
      <PlacePicker
        id="places"
        label="Places"
        multiple={multiple}
        max={3}
        value={places}
        onChange={setPlaces}
      />
      <output aria-label="chosen">
        <PlaceNames places={places} />
      </output>
    </>
  );
};

describe('PlacePicker', () => {
  it('searches the gazetteer as the user types and adds the city chosen', async () => {
    const api = mockApi({
      'place/search': okReply('Places found', { place: [saoPaulo], total: 1 }),
    });
    const view = renderWithProviders(<Harness initial={[paris]} multiple />);
    const box = screen.getByRole('combobox', { name: 'Places' });
    await view.user.type(box, 'sao paulo');
    const option = await screen.findByRole('option', { name: /São Paulo, BR/ });
    expect(option).toHaveTextContent('10,021,295 people');
    await view.user.click(option);
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent(
      'Places: Paris, FR; São Paulo, BR',
    );
    expect(api.callsTo('place/search').at(-1)?.body).toEqual({ q: 'sao paulo' });
  });

  it('keeps one city when it picks a single one, searching in the country given', async () => {
    const api = mockApi({
      'place/search': okReply('Places found', { place: [saoPaulo], total: 1 }),
    });
    const Single = () => {
      const [places, setPlaces] = useState<PickedPlace[]>([]);
      return (
        <>
          <PlacePicker id="city" label="City" country="BR" value={places} onChange={setPlaces} />
          <output aria-label="chosen">
            <PlaceNames places={places} />
          </output>
        </>
      );
    };
    const view = renderWithProviders(<Single />);
    await view.user.type(screen.getByRole('combobox', { name: 'City' }), 'sao');
    await view.user.click(await screen.findByRole('option', { name: /São Paulo, BR/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('São Paulo, BR'),
    );
    expect(api.callsTo('place/search').at(-1)?.body).toEqual({ q: 'sao', country: 'BR' });
  });
});
