import { describe, expect, it } from 'vitest';
import {
  SAME_EVENT_SIMILARITY,
  placeKey,
  sameHappening,
  type Located,
} from './event-similarity.js';
import { headlineWords } from './headline-words.js';
import { HEADLINE_PAIRS } from './headline-pairs.fixture.js';

/** "headline @ CC/City" as the clustering sees it. */
const located = (side: string): Located => {
  const [title = '', where = ''] = side.split(' @ ');
  const [country = '', city] = where.split('/');
  return {
    words: headlineWords(title),
    countries: [country],
    places: city ? [placeKey({ name: city, country })] : [],
  };
};

describe('event similarity on the labelled headline pairs', () => {
  it('holds at least 60 pairs, both kinds', () => {
    expect(HEADLINE_PAIRS.length).toBeGreaterThanOrEqual(60);
    expect(HEADLINE_PAIRS.filter(([same]) => same).length).toBeGreaterThanOrEqual(25);
    expect(HEADLINE_PAIRS.filter(([same]) => !same).length).toBeGreaterThanOrEqual(25);
  });

  /*
   * Precision matters more than recall: a wrong merge hides a story (and its alert) inside
   * another, a missed merge only shows one happening twice. So: precision >= 0.95, recall >= 0.9.
   */
  it('reaches precision 0.95 and recall 0.9 at the chosen threshold', () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const wrong: string[] = [];
    for (const [same, a, b] of HEADLINE_PAIRS) {
      const said = sameHappening(located(a), located(b));
      if (said && same) truePositives += 1;
      if (said && !same) falsePositives += 1;
      if (!said && same) falseNegatives += 1;
      if (said !== same) wrong.push(`${same ? 'missed' : 'merged'}: ${a} | ${b}`);
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    console.log(
      `events: threshold ${SAME_EVENT_SIMILARITY}, ${HEADLINE_PAIRS.length} pairs, ` +
        `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}\n${wrong.join('\n')}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps the words that tell the happening, in any case and accent', () => {
    expect(headlineWords('Protesters CLASH with police in Nairobi')).toEqual(
      headlineWords('protesters clash with Police in nairobi'),
    );
    expect(headlineWords('Séisme au Maroc')).toEqual(['maroc', 'seism']);
  });
});
