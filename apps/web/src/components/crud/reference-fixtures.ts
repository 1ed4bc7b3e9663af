import type { Article, Category, Factor, QueryType } from '@georisk/contract';

/** Records as the API returns them, for the reference-data screen tests. */
const stamps = { created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' };

export const categoryOf = (overrides: Partial<Category> = {}): Category => ({
  categories_id: '0b6f3c52-8d1e-4c55-9a57-0e3f2f5f7a11',
  name: 'Military Conflicts',
  icon: 'shield-exclamation',
  about: 'Armed conflicts and troop movements',
  is_active: true,
  created_by: null,
  ...stamps,
  ...overrides,
});

export const factorOf = (overrides: Partial<Factor> = {}): Factor => {
  const category = categoryOf();
  return {
    factor_id: '6a0f9d0e-3b9b-4f1e-8e47-1d2c3b4a5f60',
    categories_id: category.categories_id,
    categories: { categories_id: category.categories_id, name: category.name },
    name: 'Troop build-up',
    code: 'MIL-01',
    icon: 'flag',
    about: 'Forces massing near a border',
    is_active: true,
    created_by: null,
    ...stamps,
    ...overrides,
  };
};

export const queryTypeOf = (overrides: Partial<QueryType> = {}): QueryType => {
  const category = categoryOf();
  return {
    queryType_id: '2c4e6a8b-0d1f-4a3b-9c5d-7e9f1a2b3c4d',
    categories_id: category.categories_id,
    categories: { categories_id: category.categories_id, name: category.name },
    name: 'Travel safety',
    icon: 'airplane',
    about: 'Is it safe to travel there?',
    customerType: 'Citizen',
    is_active: true,
    created_by: null,
    ...stamps,
    ...overrides,
  };
};

export const articleOf = (overrides: Partial<Article> = {}): Article => ({
  articles_id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  title: 'Border tension rises',
  url: 'https://news.example.com/border',
  publishedAt: '2026-11-20T08:30:00.000Z',
  source: { name: 'Example News' },
  riskLevel: 'High Risk',
  wink: { emoji: '⚠️' },
  content: 'Troops were seen near the border.',
  about: '',
  icon: '',
  is_active: true,
  ...stamps,
  ...overrides,
});
