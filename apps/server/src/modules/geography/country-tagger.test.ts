import { describe, expect, it } from 'vitest';
import { tagCountries } from './country-tagger.js';

describe('country tagger', () => {
  it.each([
    ['Ukrainian forces advance near Kharkiv', ['UA']],
    ["Unrest spreads in Côte d'Ivoire", ['CI']],
    ["Cote d'Ivoire and Ivory Coast are the same place", ['CI']],
    ['DRC rebels seize a mine', ['CD']],
    ['Fighting in the Democratic Republic of the Congo', ['CD']],
    ['Talks between the United States and China stall', ['US', 'CN']],
    ['Papua New Guinea floods', ['PG']],
    ['Sanctions on Russia hit German exporters', ['RU', 'DE']],
    ['The UK and the UAE sign a pact', ['GB', 'AE']],
  ])('tags %j with %j', (text, codes) => {
    expect(tagCountries(text)).toEqual(codes);
  });

  it('matches whole words only and proper nouns only', () => {
    expect(tagCountries('Omani envoys and Indiana Jones')).toEqual(['OM']);
    expect(tagCountries('a turkey dinner on fine china, tell us')).toEqual([]);
    expect(tagCountries('Nigerian and Nigerien officials')).toEqual(['NG', 'NE']);
    expect(tagCountries('Frances went to Polandia')).toEqual([]);
  });

  it('stops at the maximum number of countries', () => {
    expect(tagCountries('France, Spain, Italy and Greece', 2)).toEqual(['FR', 'ES']);
  });

  it('handles a very long hostile text by walking it once', () => {
    const text = 'Guinea '.repeat(50_000) + 'Papua New';
    expect(tagCountries(text)).toEqual(['GN']);
  });
});
