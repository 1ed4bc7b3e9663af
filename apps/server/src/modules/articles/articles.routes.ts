import { articleSchemas } from '@georisk/contract';
import { crudRoutes } from '../../http/crud-routes.js';
import { ARTICLE_MESSAGES as M } from './articles.messages.js';
import { articlesService } from './articles.service.js';

/** Visitors read the news with their anonymous token; inactive articles stay admin-only. */
export const articlesRoutes = crudRoutes({
  key: 'articles',
  label: M.label,
  readAccess: 'anonymous',
  readScope: 'read:news',
  schemas: articleSchemas,
  service: articlesService,
  cacheTopics: ['articles'],
  // A new article, or new places or level (docs/rules/exposure.md), is swept for alerts at once.
  afterWrite: (app) => app.newsSweep.kick(),
});
