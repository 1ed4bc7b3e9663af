/** The articles module's public face: the plugin app.ts registers. */
export { articlesRoutes as articlesModule } from './articles.routes.js';
export { searchArticles } from './articles.repository.js';
