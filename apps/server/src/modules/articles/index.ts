/** The articles module's public face: the plugin app.ts registers, and what feeds write through. */
import type { FastifyInstance } from 'fastify';
import { articleVerifyRoutes } from './articles-verify.routes.js';
import { articlesRoutes } from './articles.routes.js';

/** The news routes: reading and editing (admins), and verification by partners and admins. */
export const articlesModule = async function articles(app: FastifyInstance) {
  await articlesRoutes(app);
  await articleVerifyRoutes(app);
};
export type { IngestedArticle } from './articles-ingest.repository.js';
export { addNewArticles } from './articles-ingest.service.js';
export { findArticles } from './articles.service.js';
export { detectLanguage } from './language-detect.js';
