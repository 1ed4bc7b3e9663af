/** The finding module's public face: the plugin app.ts registers. */
export { findingRoutes as findingModule } from './finding.routes.js';
/** The read the bench's yardstick runs beside the route (docs/performance.md, "Budgets"). */
export { findingRowsOf } from './finding.service.js';
/** The published revisions a request's PDF report prints (modules/documents). */
export { findingHistory } from './finding.service.js';
/** The notices' texts, which the demo data (cli/demo-data.ts) writes as the product would. */
export { FINDING_MESSAGES } from './finding.messages.js';
