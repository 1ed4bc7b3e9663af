import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../db/database.js';
import { sweepNewsAlerts } from '../modules/alerts/index.js';
import type { TestApp } from './test-app.js';

/** Test helper: the news the alert, event and exposure tests publish, and the sweep that reads it. */

/** The body of `articles/insert`: a fresh URL, published now, live; `fields` override any of it. */
export const articleBody = (fields: Record<string, unknown> = {}) => ({
  title: `News ${randomUUID().slice(0, 8)}`,
  url: `https://news.example/${randomUUID()}`,
  publishedAt: new Date().toISOString(),
  sourceName: 'Wire',
  riskLevel: 'High Risk',
  content: 'Details.',
  is_active: true,
  ...fields,
});

/** Publishes an article as `token` (an admin's) and answers its id. */
export const publishArticle = async (
  t: TestApp,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<string> => {
  const res = await t.call('articles/insert', articleBody(fields), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ articles: { articles_id: string } }>().articles.articles_id;
};

/**
 * One news sweep as the server runs it, with the test app's public URL; `deps` replace its
 * notifier, its clock or the URL its mails link to.
 */
export const sweepNews = (
  db: Database,
  deps: Partial<Omit<Parameters<typeof sweepNewsAlerts>[0], 'db'>> = {},
) => sweepNewsAlerts({ db, publicUrl: 'http://georisk.test', notify: async () => {}, ...deps });
