/** The incident module's public face: its routes, and what other modules need of a request. */
export { incidentRoutes as incidentModule } from './incident.routes.js';
export { audienceOf, type Recipient } from './incident-audience.js';
export {
  createIncident,
  type FilingDeps,
  factsOf,
  readableIncident,
  requestFacts,
  seesQueue,
  withCallerFirm,
  withMembership,
} from './incident.service.js';
export {
  claimForAnswer,
  markUnread,
  recordPublication,
  releaseClaims,
  reopenIncident,
} from './incident-workflow.service.js';
/** The read the bench's yardstick runs beside the route (docs/performance.md, "Budgets"). */
export { searchIncidents } from './incident.service.js';
