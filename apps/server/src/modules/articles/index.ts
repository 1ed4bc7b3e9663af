/** The articles module's public face: the plugin app.ts registers, and what feeds write through. */
export { articlesRoutes as articlesModule } from './articles.routes.js';
export type { IngestedArticle } from './articles-ingest.repository.js';
export { addNewArticles } from './articles-ingest.service.js';
export { findArticles } from './articles.service.js';
