import { describe, expect, it } from 'vitest';
import { riskGrader } from './risk-level.js';

const grade = riskGrader([
  { keyword: 'election', riskLevel: 'Medium Risk' },
  { keyword: 'coup', riskLevel: 'Severe' },
  { keyword: 'trade war', riskLevel: 'High Risk' },
]);

describe('riskGrader', () => {
  it('uses the most severe matching rule, in title or content', () => {
    expect(grade({ title: 'Election after the coup', content: '' }, 'Risk')).toBe('Severe');
    expect(grade({ title: 'Quiet day', content: 'An ELECTION is near.' }, 'Risk')).toBe(
      'Medium Risk',
    );
  });

  it('matches whole words and phrases only, else gives the default', () => {
    expect(grade({ title: 'Coupon codes', content: 'preelection polls' }, 'Low Risk')).toBe(
      'Low Risk',
    );
    expect(grade({ title: 'A looming trade\nwar', content: '' }, 'Risk')).toBe('High Risk');
  });

  it('treats keyword text literally', () => {
    const literal = riskGrader([{ keyword: 'a.b', riskLevel: 'Severe' }]);
    expect(literal({ title: 'axb', content: '' }, 'Risk')).toBe('Risk');
    expect(literal({ title: 'see a.b now', content: '' }, 'Risk')).toBe('Severe');
  });
});
