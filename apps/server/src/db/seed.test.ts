import { CONSULTING_AREAS } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './database.js';
import { articles, categories, factors, queryTypes, sla } from './schema.js';
import { seedReferenceData } from './seed.js';

describe('seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates the eight consulting areas with factors, query types and articles, once', async () => {
    await seedReferenceData(handle.db);
    await seedReferenceData(handle.db);
    const names = (await handle.db.select().from(categories)).map((c) => c.name).sort();
    expect(names).toEqual([...CONSULTING_AREAS].sort());
    expect((await handle.db.select().from(factors)).length).toBeGreaterThanOrEqual(16);
    const types = await handle.db.select().from(queryTypes);
    expect(new Set(types.map((q) => q.customerType))).toEqual(
      new Set(['Citizen', 'Corporate', 'Government', 'Global']),
    );
    expect((await handle.db.select().from(articles)).length).toBe(5);
  });

  it('does not bring back what an admin deleted', async () => {
    const [first] = await handle.db.select().from(articles).limit(1);
    await handle.db.update(articles).set({ isDeleted: true }).where(eq(articles.id, first!.id));
    await seedReferenceData(handle.db);
    const live = await handle.db.select().from(articles).where(eq(articles.isDeleted, false));
    expect(live.length).toBe(4);
  });

  it('seeds the default SLA hours once and keeps an admin change', async () => {
    await handle.db.delete(sla);
    await seedReferenceData(handle.db);
    await seedReferenceData(handle.db);
    const hours = async () =>
      Object.fromEntries(
        (await handle.db.select().from(sla)).map((row) => [row.customerType, row.hours]),
      );
    expect(await hours()).toEqual({ Government: 24, Corporate: 48, Global: 48, Citizen: 72 });
    await handle.db.update(sla).set({ hours: 10 }).where(eq(sla.customerType, 'Citizen'));
    await seedReferenceData(handle.db);
    expect((await hours()).Citizen).toBe(10);
  });
});
