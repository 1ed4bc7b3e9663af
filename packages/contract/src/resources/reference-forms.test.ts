import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { firstError } from '../validate.js';
import { articleFormSchema } from './articles.js';
import { categoryFormSchema } from './categories.js';
import { factorFormSchema } from './factor.js';
import { incidentFormSchema } from './incident.js';
import { queryTypeFormSchema, queryTypeInsertSchema } from './query-type.js';
import { findingInsertSchema } from './finding.js';

const uuid = '3f1c8c3e-2b53-4a4f-9d43-4f6d0a1b2c3d';

describe('category form', () => {
  const valid = { name: 'Cybersecurity', icon: 'shield-lock', about: 'Threats online' };
  it.each([
    [{ name: ' ' }, MESSAGES.categoryName],
    [{ icon: '' }, MESSAGES.categoryIcon],
    [{ about: '' }, MESSAGES.categoryAbout],
    [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    [{ about: 'x'.repeat(2001) }, 'About must be at most 2000 characters'],
    [{}, null],
  ])('%o -> %s', (change, expected) => {
    expect(firstError(categoryFormSchema, { ...valid, ...change })).toBe(expected);
  });
  it('defaults is_active to true', () => {
    expect(categoryFormSchema.parse(valid).is_active).toBe(true);
  });
});

describe('query type form', () => {
  const valid = { name: 'Travel', icon: 'airplane', about: 'Is it safe to travel?' };
  it.each([
    [{ name: '' }, MESSAGES.queryTypeName],
    [{ icon: '' }, MESSAGES.queryTypeIcon],
    [{ about: '' }, MESSAGES.queryTypeAbout],
    [{}, null],
  ])('%o -> %s', (change, expected) => {
    expect(firstError(queryTypeFormSchema, { ...valid, ...change })).toBe(expected);
  });
  it('defaults the customer type to Global and needs a category only on the server', () => {
    expect(queryTypeFormSchema.parse(valid).customerType).toBe('Global');
    expect(firstError(queryTypeInsertSchema, valid)).toBe(MESSAGES.selectCategories);
    expect(firstError(queryTypeInsertSchema, { ...valid, categories_id: uuid })).toBeNull();
  });
});

describe('factor form', () => {
  const valid = { categories_id: uuid, name: 'Troops', code: 'F1', icon: 'flag', about: 'Moves' };
  it.each([
    [{ categories_id: '' }, MESSAGES.selectCategories],
    [{ name: '' }, MESSAGES.factorName],
    [{ code: '' }, MESSAGES.factorCode],
    [{ icon: '' }, MESSAGES.factorIcon],
    [{ about: '' }, MESSAGES.factorAbout],
    [{}, null],
  ])('%o -> %s', (change, expected) => {
    expect(firstError(factorFormSchema, { ...valid, ...change })).toBe(expected);
  });
});

describe('incident form', () => {
  const valid = { customerType: 'Citizen', queryType_id: uuid, query: 'Is it safe?' };
  it.each([
    [{ customerType: '' }, MESSAGES.selectIdentification],
    [{ customerType: 'Alien' }, MESSAGES.selectIdentification],
    [{ queryType_id: '' }, MESSAGES.selectQueryType],
    [{ query: '   ' }, MESSAGES.specifyQuery],
    [{ query: 'x'.repeat(4001) }, 'Query must be at most 4000 characters'],
    [{}, null],
  ])('%o -> %s', (change, expected) => {
    expect(firstError(incidentFormSchema, { ...valid, ...change })).toBe(expected);
  });
});

describe('article form', () => {
  const valid = {
    title: 'Border talks stall',
    url: 'https://news.example.com/a',
    sourceName: 'Example News',
    publishedAt: '2026-11-20T10:00:00Z',
    riskLevel: 'High Risk',
    content: 'Talks stalled again.',
  };
  it.each([
    [{ url: 'javascript:alert(1)' }, MESSAGES.invalidUrl],
    [{ url: 'ftp://example.com/a' }, MESSAGES.invalidUrl],
    [{ riskLevel: 'Apocalyptic' }, MESSAGES.invalidRiskLevel],
    [{ publishedAt: 'yesterday' }, MESSAGES.invalidDate],
    [{}, null],
  ])('%o -> %s', (change, expected) => {
    expect(firstError(articleFormSchema, { ...valid, ...change })).toBe(expected);
  });
});

describe('finding body', () => {
  it('needs Green, Yellow or Red for each factor', () => {
    const body = (status: string) => ({
      incident_id: uuid,
      factor_response: { [uuid]: { response_status: status, response: 'ok' } },
    });
    expect(firstError(findingInsertSchema, body('Green'))).toBeNull();
    expect(firstError(findingInsertSchema, body('Blue'))).toBe(MESSAGES.invalidFindingStatus);
  });
});
