import { describe, expect, it } from 'vitest';
import { tagCountries } from '../geography/index.js';
import { loadGazetteer } from './gazetteer.js';
import { tagPlaces } from './place-tagger.js';

/** The places a headline is tagged with, as feed ingestion tags them ("City, CC"). */
const placesIn = async (text: string) => {
  const gazetteer = await loadGazetteer();
  return tagPlaces(gazetteer, text, tagCountries(text)).map((p) => `${p.name}, ${p.country}`);
};

describe('tagging the cities a text names', () => {
  it.each([
    ['Explosion at a refinery near Basra', ['Basra, IQ']],
    ['Protests in Paris', ['Paris, FR']],
    ['Springfield', []],
    ['Floods in Springfield, Illinois, United States', ['Springfield, US']],
    ["Kyiv's mayor warns of blackouts after strikes", ['Kyiv, UA']],
    ['Strike in São Paulo and Rio de Janeiro', ['São Paulo, BR', 'Rio de Janeiro, BR']],
    ['Strike in SAO PAULO; Sao Paulo paralysed', ['São Paulo, BR']],
    ['New York police on alert', ['New York City, US']],
    ['Missile strike on Kharkiv and Odesa.', ['Kharkiv, UA', 'Odesa, UA']],
    ['Gunmen attack hotel in Mogadishu (Somalia)', ['Mogadishu, SO']],
  ])('%s -> %j', async (text, expected) => {
    expect(await placesIn(text)).toEqual(expected);
  });

  it('reads a common word as a city only when its country is named too', async () => {
    expect(await placesIn('Nice weather in Reading')).toEqual([]);
    expect(await placesIn('Mobile networks down; Police say Man arrested')).toEqual([]);
    expect(await placesIn('Storm hits Nice, France')).toEqual(['Nice, FR']);
    expect(await placesIn('Police in Split, Croatia')).toEqual(['Split, HR']);
  });

  it('reads a small town only when its country is named', async () => {
    // Paris, Texas (25 000) only with the United States named, and then not Paris, France.
    expect(await placesIn('Tornado warning for Paris in the United States')).toEqual(['Paris, US']);
    // Goma (Congo) is a city of its own; Goma in the Philippines is too small to stand alone.
    expect(await placesIn('Rebels near Goma')).toEqual(['Goma, CD']);
  });

  it('does not read a country name or a lower-case word as a city', async () => {
    expect(await placesIn('Israel strikes Lebanon')).toEqual([]);
    expect(await placesIn('a reading of the paris agreement')).toEqual([]);
  });

  it('keeps each city once and at most ten', async () => {
    const cities = 'Paris, Berlin, Madrid, Rome, Lisbon, Vienna, Prague, Warsaw, Budapest, Athens';
    expect(await placesIn(`Paris and Paris again. ${cities}, Dublin`)).toHaveLength(10);
    expect(await placesIn('Paris, Paris, PARIS')).toEqual(['Paris, FR']);
  });

  it('does bounded work on hostile input (100 KB)', async () => {
    const gazetteer = await loadGazetteer();
    const nested = 'Rio de Rio de Janeiro '.repeat(5000);
    const lookups = { count: 0 };
    const counting = {
      ...gazetteer,
      byName: new Proxy(gazetteer.byName, {
        get(target, key) {
          const value = Reflect.get(target, key, target) as unknown;
          if (key !== 'has' && key !== 'get') return value;
          return (name: string) => {
            lookups.count += 1;
            return key === 'has' ? target.has(name) : target.get(name);
          };
        },
      }),
    };
    expect(nested.length).toBeGreaterThan(100_000);
    expect(tagPlaces(counting, nested, [])).toEqual([
      { name: 'Rio de Janeiro', country: 'BR', lat: expect.any(Number), lon: expect.any(Number) },
    ]);
    // A few lookups per word, whatever the text repeats: linear, not quadratic.
    const words = nested.split(' ').length;
    expect(lookups.count).toBeLessThan(words * 5);
    expect(tagPlaces(gazetteer, 'x'.repeat(100_000), [])).toEqual([]);
  });
});
