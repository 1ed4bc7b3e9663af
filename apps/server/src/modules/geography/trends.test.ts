import type { CountryHistory, CountryTrend } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, countryScoreDays, countryScoresDaily } from '../../db/schema.js';
import { buildArticle } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { addDays, dayOf, takeSnapshots } from './trends.service.js';

const t = useTestApp();
const now = new Date();
const today = dayOf(now);
/** Noon (UTC) `n` days ago, so the article's day does not depend on the hour the test runs. */
const noonDaysAgo = (n: number) => new Date(`${addDays(today, -n)}T12:00:00Z`);

const scoresOf = (country: string) =>
  t.database.db
    .select({ day: countryScoresDaily.day, score: countryScoresDaily.score })
    .from(countryScoresDaily)
    .where(eq(countryScoresDaily.country, country))
    .orderBy(countryScoresDaily.day);

beforeAll(async () => {
  // The seeded sample news would blur the figures of the countries below.
  await t.database.db.update(articles).set({ isActive: false });
  await buildArticle(t, { countries: ['NE'], riskLevel: 'Severe', publishedAt: noonDaysAgo(3) });
});

describe('the daily snapshot', () => {
  it('takes each complete day of the last week once, even when two servers run it at once', async () => {
    const runs = await Promise.all([
      takeSnapshots(t.database.db, now),
      takeSnapshots(t.database.db, now),
    ]);
    expect(runs.map((r) => r.recorded).reduce((a, b) => a + b)).toBe(7);
    expect((await takeSnapshots(t.database.db, now)).recorded).toBe(0);
    const days = await t.database.db.select({ day: countryScoreDays.day }).from(countryScoreDays);
    expect(days.map((d) => d.day).sort()).toEqual(
      [7, 6, 5, 4, 3, 2, 1].map((n) => addDays(today, -n)),
    );
    // Niger's Severe story of three days ago counts from its day on, decaying with age, at
    // each day's end: 40 x 0.5^(0.5/7), then 40 x 0.5^(1.5/7) ...; never on the day before.
    expect(await scoresOf('NE')).toEqual([
      { day: addDays(today, -3), score: 38 },
      { day: addDays(today, -2), score: 34 },
      { day: addDays(today, -1), score: 31 },
    ]);
  });

  it('keeps two years of scores and prunes older ones', async () => {
    const old = addDays(today, -731);
    const kept = addDays(today, -730);
    await t.database.db.insert(countryScoreDays).values([{ day: old }, { day: kept }]);
    await t.database.db.insert(countryScoresDaily).values([
      { country: 'PE', day: old, score: 12, level: 'Medium Risk' },
      { country: 'PE', day: kept, score: 9, level: 'Risk' },
    ]);
    expect((await takeSnapshots(t.database.db, now)).pruned).toBe(1);
    expect(await scoresOf('PE')).toEqual([{ day: kept, score: 9 }]);
    const days = await t.database.db.select({ day: countryScoreDays.day }).from(countryScoreDays);
    expect(days.map((d) => d.day)).not.toContain(old);
  });
});

describe('country/history', () => {
  it('answers 90 days by default, oldest first, ending with today as it stands, for anyone', async () => {
    await buildArticle(t, { countries: ['NE'], riskLevel: 'Risk', publishedAt: new Date() });
    const res = await t.call('country/history', { code: 'NE' }, await t.anonymousToken());
    expect(res.statusCode).toBe(200);
    const { history, name } = res.json<{ country: CountryHistory }>().country;
    expect(name).toBe('Niger');
    expect(history).toHaveLength(90);
    expect(history[0]).toEqual({ day: addDays(today, -89), score: 0, level: null });
    expect(history.slice(-4, -1)).toEqual([
      { day: addDays(today, -3), score: 38, level: 'Severe' },
      { day: addDays(today, -2), score: 34, level: 'Medium Risk' },
      { day: addDays(today, -1), score: 31, level: 'Medium Risk' },
    ]);
    // Today: the Severe story (now older) and the new Risk one.
    const last = history.at(-1);
    expect(last?.day).toBe(today);
    expect(last?.score).toBeGreaterThanOrEqual(30);
  });

  it('answers up to 730 days, and refuses more, a bad code or no token with a clear message', async () => {
    const anonymous = await t.anonymousToken();
    const long = await t.call('country/history', { code: 'NE', days: 730 }, anonymous);
    expect(long.json<{ country: CountryHistory }>().country.history).toHaveLength(730);
    for (const [body, message] of [
      [{ code: 'NE', days: 731 }, 'Days must be a whole number from 1 to 730'],
      [{ code: 'NE', days: 1.5 }, 'Days must be a whole number from 1 to 730'],
      [{ code: 'XX' }, 'Invalid Country'],
    ] as const) {
      const res = await t.call('country/history', body, anonymous);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect((await t.call('country/history', { code: 'NE' })).statusCode).toBe(401);
  });
});

describe('country/trends', () => {
  it('orders countries by their rise over the week, with their daily scores ending today', async () => {
    const weekAgo = addDays(today, -7);
    await t.database.db.insert(countryScoresDaily).values([
      { country: 'FJ', day: weekAgo, score: 50, level: 'High Risk' },
      { country: 'IS', day: weekAgo, score: 5, level: 'Low Risk' },
    ]);
    // Today: Iceland 25 (High Risk), Malta 40 (Severe), Fiji nothing.
    await buildArticle(t, { countries: ['IS'], riskLevel: 'High Risk', publishedAt: now });
    await buildArticle(t, { countries: ['MT'], riskLevel: 'Severe', publishedAt: now });
    const res = await t.call('country/trends', { days: 30 }, await t.anonymousToken());
    expect(res.statusCode).toBe(200);
    const trends = res.json<{ country: CountryTrend[] }>().country;
    const mine = trends.filter((c) => ['FJ', 'IS', 'MT'].includes(c.code));
    expect(mine.map((c) => [c.code, c.week_change])).toEqual([
      ['MT', 40],
      ['IS', 20],
      ['FJ', -50],
    ]);
    expect(trends.map((c) => c.week_change)).toEqual(
      [...trends.map((c) => c.week_change)].sort((a, b) => b - a),
    );
    const iceland = mine[1];
    expect(iceland?.scores).toHaveLength(30);
    expect(iceland?.scores.at(-1)).toBe(25);
    expect(iceland?.scores.at(-8)).toBe(5);
    expect(
      (await t.call('country/trends', { days: 91 }, await t.anonymousToken())).statusCode,
    ).toBe(400);
  });
});
