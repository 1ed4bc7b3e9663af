import type { Dashboard, Watch } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCast, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { answer, submitIncident } from '../../test/finding.test-helpers.js';

const t = useTestApp();
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let partner: TestUser;

beforeAll(async () => {
  ({ admin, alice, bob, partner } = await buildCast(t));
});

const dashboardOf = async (token: string) => {
  const res = await t.call('dashboard/get', {}, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dashboard: Dashboard }>().dashboard;
};

describe('watches', () => {
  it('watches a country at a level (High Risk by default), lists and removes only one’s own', async () => {
    const added = await t.call('watch/insert', { country: 'SY' }, alice.token);
    const watch = added.json<{ watch: Watch }>().watch;
    expect(watch).toMatchObject({ country: 'SY', name: 'Syria', minLevel: 'High Risk' });
    const again = await t.call('watch/insert', { country: 'SY', minLevel: 'Severe' }, alice.token);
    expect(again.json<{ watch: Watch }>().watch).toMatchObject({
      watch_id: watch.watch_id,
      minLevel: 'Severe',
    });
    expect((await t.call('watch/list', {}, bob.token)).json().watch).toEqual([]);
    const stolen = await t.call('watch/remove', { watch_id: watch.watch_id }, bob.token);
    expect(stolen.statusCode).toBe(404);
    expect((await t.call('watch/list', {}, alice.token)).json().watch).toHaveLength(1);
    expect(
      (await t.call('watch/remove', { watch_id: watch.watch_id }, alice.token)).statusCode,
    ).toBe(200);
    expect((await t.call('watch/list', {}, alice.token)).json().watch).toEqual([]);
  });

  it('refuses unknown countries and levels, and visitors', async () => {
    const bad = await t.call('watch/insert', { country: 'XX' }, alice.token);
    expect(bad.json()).toEqual({ success: false, code: 'GR400', message: 'Invalid Country' });
    const level = await t.call('watch/insert', { country: 'FR', minLevel: 'Doom' }, alice.token);
    expect(level.statusCode).toBe(400);
    const visitor = await t.anonymousToken();
    expect((await t.call('watch/insert', { country: 'FR' }, visitor)).statusCode).toBe(401);
    expect((await t.call('dashboard/get', {}, visitor)).statusCode).toBe(401);
  });
});

describe('dashboard/get', () => {
  it('gives each role its own figures', async () => {
    const { incidentId, factorA, factorB } = await submitIncident(t, alice);
    await submitIncident(t, bob);
    await t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        factor_response: { [factorA!.id]: answer('Red'), [factorB!.id]: answer('Green') },
      },
      partner.token,
    );
    await t.call('watch/insert', { country: 'HT' }, alice.token);
    await t.call(
      'articles/insert',
      {
        title: 'Gangs block the port',
        url: `https://news.example/${randomUUID()}`,
        publishedAt: new Date().toISOString(),
        sourceName: 'Wire',
        riskLevel: 'Severe',
        content: 'Details.',
        is_active: true,
        countries: ['HT'],
      },
      admin.token,
    );

    const mine = await dashboardOf(alice.token);
    expect(mine.role).toBe('customer');
    expect(mine.partner).toBeUndefined();
    expect(mine.admin).toBeUndefined();
    expect(mine.customer?.byStatus).toEqual([{ label: 'Answered', count: 1 }]);
    expect(mine.customer?.outcomes).toEqual([
      { label: 'Green', count: 1 },
      { label: 'Red', count: 1 },
    ]);
    expect(mine.customer?.watched).toEqual([
      expect.objectContaining({ code: 'HT', riskLevel: 'Severe' }),
    ]);
    expect(mine.customer?.news.map((a) => a.title)).toEqual(['Gangs block the port']);
    expect(mine.countries.find((c) => c.code === 'HT')).toBeDefined();

    const queue = await dashboardOf(partner.token);
    expect(queue.role).toBe('partner');
    expect(queue.customer).toBeUndefined();
    expect(queue.partner).toMatchObject({ unanswered: 1, answeredThisWeek: 1 });
    expect(queue.partner?.medianHoursToAnswer).toBeGreaterThanOrEqual(0);

    const overview = await dashboardOf(admin.token);
    expect(overview.role).toBe('admin');
    expect(overview.admin?.perWeek.reduce((sum, w) => sum + w.count, 0)).toBe(2);
    // Twelve weeks, oldest first, each a Monday; weeks without requests are zeros.
    const weeks = overview.admin?.perWeek ?? [];
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w) => new Date(`${w.label}T00:00:00Z`).getUTCDay())).toEqual(
      Array(12).fill(1),
    );
    expect(weeks.filter((w) => w.count === 0)).toHaveLength(11);
    expect(weeks.at(-1)?.count).toBe(2);
    expect(overview.admin?.byCustomerType).toEqual([{ label: 'Global', count: 2 }]);
    expect(overview.admin?.usersByRole).toEqual([
      { label: 'Customers', count: 2 },
      { label: 'Partners', count: 1 },
      { label: 'Admins', count: 1 },
    ]);
  });
});
