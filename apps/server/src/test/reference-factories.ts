import type { CustomerType } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { categories, factors, incidents, queryTypes } from '../db/schema.js';
import type { TestApp } from './test-app.js';

/**
 * Reference data written straight to the database, so incident and finding tests do not depend on
 * the reference-data API (built and tested on its own).
 */

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

export const createCategory = async (
  t: TestApp,
  overrides: Partial<typeof categories.$inferInsert> = {},
) => {
  const [row] = await t.database.db
    .insert(categories)
    .values({ name: unique('Category'), icon: 'globe', about: 'About the category', ...overrides })
    .returning();
  if (!row) throw new Error('category not created');
  return row;
};

export const createFactor = async (
  t: TestApp,
  categoriesId: string,
  overrides: Partial<typeof factors.$inferInsert> = {},
) => {
  const [row] = await t.database.db
    .insert(factors)
    .values({
      categoriesId,
      name: unique('Factor'),
      code: unique('F'),
      icon: 'flag',
      about: 'About the factor',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('factor not created');
  return row;
};

export const createQueryType = async (
  t: TestApp,
  categoriesId: string,
  overrides: Partial<Omit<typeof queryTypes.$inferInsert, 'customerType'>> & {
    customerType?: CustomerType;
  } = {},
) => {
  const [row] = await t.database.db
    .insert(queryTypes)
    .values({
      categoriesId,
      name: unique('QueryType'),
      icon: 'question',
      about: 'About the query type',
      customerType: 'Global',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('query type not created');
  return row;
};

/** Incidents in bulk (list and paging tests), oldest first, one second apart. */
export const createIncidents = async (
  t: TestApp,
  {
    createdBy,
    queryTypeId,
    count,
    customerType = 'Global',
  }: {
    createdBy: string;
    queryTypeId: string;
    count: number;
    customerType?: CustomerType;
  },
) => {
  const start = Date.now() - count * 1000;
  return t.database.db
    .insert(incidents)
    .values(
      Array.from({ length: count }, (_, i) => ({
        query: `Query number ${i + 1}`,
        queryTypeId,
        customerType,
        createdBy,
        createdAt: new Date(start + i * 1000),
      })),
    )
    .returning();
};

/** A category with two factors and a Global query type: what an answerable incident needs. */
export const createReferenceSet = async (t: TestApp) => {
  const category = await createCategory(t);
  const factorA = await createFactor(t, category.id);
  const factorB = await createFactor(t, category.id);
  const queryType = await createQueryType(t, category.id);
  return { category, factors: [factorA, factorB] as const, queryType };
};
