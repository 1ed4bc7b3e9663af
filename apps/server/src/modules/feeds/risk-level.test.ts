import { describe, expect, it } from 'vitest';
import { riskGrader, type SourceLevel } from './risk-level.js';

const grade = riskGrader([
  { keyword: 'election', riskLevel: 'Medium Risk' },
  { keyword: 'coup', riskLevel: 'Severe' },
  { keyword: 'trade war', riskLevel: 'High Risk' },
]);
/** A general news wire: its default level is not a judgement on each item. */
const wire: SourceLevel = { defaultRiskLevel: 'Medium Risk', everyItemIsAlert: false };
/** A travel-advisory feed the admin marked: every item is an alert at its default level. */
const advisories: SourceLevel = { defaultRiskLevel: 'High Risk', everyItemIsAlert: true };

describe('riskGrader', () => {
  it('uses the most severe matching rule, in title or content', () => {
    expect(grade({ title: 'Election after the coup', content: '' }, wire)).toBe('Severe');
    expect(grade({ title: 'Quiet day', content: 'An ELECTION is near.' }, wire)).toBe(
      'Medium Risk',
    );
  });

  it('matches whole words and phrases only', () => {
    expect(grade({ title: 'Coupon codes', content: 'preelection polls' }, wire)).toBe('Low Risk');
    expect(grade({ title: 'A looming trade\nwar', content: '' }, wire)).toBe('High Risk');
  });

  it('grades an item that names no risk Low, whatever the default of an unmarked source', () => {
    expect(grade({ title: 'Quiet day in Reykjavik', content: 'Nothing to report.' }, wire)).toBe(
      'Low Risk',
    );
  });

  it('gives the default level only on a source whose every item is an alert', () => {
    expect(grade({ title: 'Reconsider travel to Freedonia', content: '' }, advisories)).toBe(
      'High Risk',
    );
    // A risk term still decides, also on such a source.
    expect(grade({ title: 'Coup in Freedonia', content: '' }, advisories)).toBe('Severe');
  });

  it('treats keyword text literally', () => {
    const literal = riskGrader([{ keyword: 'a.b', riskLevel: 'Severe' }]);
    expect(literal({ title: 'axb', content: '' }, wire)).toBe('Low Risk');
    expect(literal({ title: 'see a.b now', content: '' }, wire)).toBe('Severe');
  });
});
