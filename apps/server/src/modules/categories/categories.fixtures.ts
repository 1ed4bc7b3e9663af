import type { Category } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test/test-app.js';

/** A valid insert body with a name no other test uses. */
export const categoryBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Category ${randomUUID().slice(0, 8)}`,
  icon: 'globe',
  about: 'Risks of a region',
  is_active: true,
  ...overrides,
});

/** Creates a category through the API as the given admin. */
export const createCategory = async (
  t: TestApp,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<Category> => {
  const res = await t.call('categories/insert', categoryBody(overrides), adminToken);
  if (res.statusCode !== 200) throw new Error(`category not created: ${res.body}`);
  return res.json<{ categories: Category }>().categories;
};
