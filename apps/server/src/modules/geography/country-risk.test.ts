import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assess, type Signal } from './country-risk.js';

const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const article = (level: string, days: number, id = `a-${level}-${days}`): Signal => ({
  kind: 'article',
  code: 'UA',
  id,
  title: `${level} story`,
  level,
  at: daysAgo(days),
});
const finding = (red: number, yellow: number, total: number, days: number): Signal => ({
  kind: 'finding',
  code: 'UA',
  id: `f-${red}-${yellow}-${days}`,
  title: 'Request',
  at: daysAgo(days),
  red,
  yellow,
  total,
});

const LEVELS = ['Severe', 'High Risk', 'Medium Risk', 'Risk', 'Low Risk'];
const RANK = (level: string | null) => (level === null ? 99 : LEVELS.indexOf(level));
const signal = fc.oneof(
  fc
    .record({
      level: fc.constantFrom(...LEVELS),
      days: fc.double({ min: 0, max: 60, noNaN: true }),
    })
    .map(({ level, days }) => article(level, days, `a${days}`)),
  fc
    .record({
      red: fc.nat(5),
      yellow: fc.nat(5),
      days: fc.double({ min: 0, max: 60, noNaN: true }),
    })
    .map(({ red, yellow, days }) => finding(red, yellow, red + yellow + 1, days)),
);

describe('country risk formula', () => {
  it('rates a country with a Severe article of today at least High Risk (Severe, in fact)', () => {
    fc.assert(
      fc.property(fc.array(signal, { maxLength: 20 }), (others) => {
        const result = assess('UA', [article('Severe', 0, 'today'), ...others], NOW);
        expect(RANK(result.riskLevel)).toBeLessThanOrEqual(RANK('High Risk'));
        expect(result.riskLevel).toBe('Severe');
      }),
    );
  });

  it('gives no level to a country whose only signals are older than 30 days', () => {
    fc.assert(
      fc.property(
        fc.array(signal, { minLength: 1, maxLength: 20 }),
        fc.double({ min: 30.001, max: 400, noNaN: true }),
        (signals, age) => {
          const old = signals.map((s) => ({ ...s, at: daysAgo(age) }));
          const result = assess('UA', old, NOW);
          expect(result).toMatchObject({ riskLevel: null, score: 0, reasons: [] });
        },
      ),
    );
  });

  it('is deterministic and explained: same input, same answer; reasons add up to the score', () => {
    fc.assert(
      fc.property(fc.array(signal, { maxLength: 20 }), (signals) => {
        const first = assess('UA', signals, NOW);
        expect(assess('UA', [...signals].reverse(), NOW)).toEqual(first);
        const explained = first.reasons.reduce((sum, r) => sum + r.points, 0);
        expect(Math.abs(Math.min(100, explained) - first.score)).toBeLessThanOrEqual(
          first.reasons.length * 0.05 + 0.5,
        );
        expect(first.score).toBeGreaterThanOrEqual(0);
        expect(first.score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('weighs by level, decays with age and counts Red and Yellow shares of findings', () => {
    expect(assess('UA', [article('Severe', 0)], NOW)).toMatchObject({
      score: 40,
      riskLevel: 'Severe',
    });
    // Two days on, the floor is gone and the score speaks: 40 x 0.5^(2/7) = 33.
    expect(assess('UA', [article('Severe', 2)], NOW)).toMatchObject({
      score: 33,
      riskLevel: 'Medium Risk',
    });
    expect(assess('UA', [article('Severe', 0), article('Severe', 1)], NOW).riskLevel).toBe(
      'Severe',
    );
    expect(assess('UA', [article('Severe', 7)], NOW).score).toBe(20);
    expect(assess('UA', [article('Low Risk', 3)], NOW).riskLevel).toBe('Low Risk');
    expect(assess('UA', [finding(2, 2, 4, 0)], NOW)).toMatchObject({
      score: 23,
      riskLevel: 'Medium Risk',
      findings: 1,
    });
    expect(assess('UA', [finding(0, 0, 4, 0)], NOW)).toMatchObject({
      score: 0,
      riskLevel: 'Low Risk',
    });
  });
});
