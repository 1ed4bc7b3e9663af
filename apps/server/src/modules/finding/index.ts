/** The finding module's public face: the plugin app.ts registers. */
export { findingRoutes as findingModule } from './finding.routes.js';
