/** The queryType module's public face: the plugin app.ts registers. */
export { queryTypeRoutes as queryTypeModule } from './query-type.routes.js';
