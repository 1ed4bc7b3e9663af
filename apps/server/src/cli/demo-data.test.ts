import type { CountrySummary } from '@georisk/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, seedDemoData } from './demo-data.js';

const t = useTestApp();

const login = async (email: string) => {
  const res = await t.call(
    'auth/login',
    { email, password: DEMO_PASSWORD },
    await t.anonymousToken(),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user.accessToken as string;
};

describe('npm run seed:demo', () => {
  it('adds accounts, requests, findings and news across countries, once', async () => {
    expect(await seedDemoData(t.database.db)).toBe(true);
    expect(await seedDemoData(t.database.db)).toBe(false);

    const partner = await login('pat.demo@georisk.test');
    const countries = (await t.call('country/list', {}, partner)).json<{
      country: CountrySummary[];
    }>().country;
    const codes = countries.map((c) => c.code);
    for (const code of ['UA', 'SD', 'HT', 'YE', 'VE', 'ML']) expect(codes).toContain(code);
    expect(countries.find((c) => c.code === 'UA')).toMatchObject({
      riskLevel: 'Severe',
      findings: 1,
    });

    const ana = await login('ana.demo@georisk.test');
    const mine = (await t.call('incident/list', {}, ana)).json();
    expect(mine.total).toBe(3);
    const dashboard = (await t.call('dashboard/get', {}, ana)).json().dashboard;
    expect(dashboard.customer.byStatus).toEqual([
      { label: 'Answered', count: 2 },
      { label: 'Submitted', count: 1 },
    ]);
  });
});
