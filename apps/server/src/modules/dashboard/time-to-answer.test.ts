import type { Dashboard } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema.js';
import { buildCast, type TestUser } from '../../test/factories.js';
import { answeredBy } from '../../test/finding.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof buildCast>>;
let categoryNames: string[];

const dashboardOf = async (user: TestUser) => {
  const res = await t.call('dashboard/get', {}, user.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dashboard: Dashboard }>().dashboard;
};

/** A request filed `hours` before its first answer by `analyst`. */
const answeredAfter = async (analyst: TestUser, hours: number) => {
  const { incidentId, category } = await answeredBy(t, cast.alice, analyst);
  await t.database.db
    .update(incidents)
    .set({ createdAt: sql`${incidents.createdAt} - make_interval(hours => ${hours}::int)` })
    .where(eq(incidents.id, incidentId));
  return category.name;
};

beforeAll(async () => {
  cast = await buildCast(t);
  categoryNames = [
    await answeredAfter(cast.partner, 10),
    await answeredAfter(cast.partner, 20),
    await answeredAfter(cast.admin, 4),
  ];
});

describe('time to answer (docs/rules/incidents.md)', () => {
  it('shows partners the median hours and count per analyst and per category', async () => {
    const { partner } = await dashboardOf(cast.partner);
    const byAnalyst = partner?.timeToAnswer.byAnalyst ?? [];
    expect(byAnalyst).toEqual([
      { id: cast.partner.id, name: cast.partner.name, medianHours: 15, count: 2 },
      { id: cast.admin.id, name: cast.admin.name, medianHours: 4, count: 1 },
    ]);
    const byCategory = partner?.timeToAnswer.byCategory ?? [];
    expect(byCategory.map((row) => [row.name, row.medianHours, row.count]).sort()).toEqual(
      [
        [categoryNames[0], 10, 1],
        [categoryNames[1], 20, 1],
        [categoryNames[2], 4, 1],
      ].sort(),
    );
  });

  it('shows admins the same figures, and customers none', async () => {
    const { admin } = await dashboardOf(cast.admin);
    expect(admin?.timeToAnswer.byAnalyst.map((row) => row.count)).toEqual([2, 1]);
    const customer = await dashboardOf(cast.alice);
    expect(customer.partner).toBeUndefined();
    expect(customer.admin).toBeUndefined();
  });
});
