/** The incident module's public face: its routes, and what findings need of an incident. */
export { incidentRoutes as incidentModule } from './incident.routes.js';
export { canReadIncident, mayReadIncident, readableIncident } from './incident.service.js';
export { isStaff, shownTo } from './incident.service.js';
export {
  assignIncident,
  markPublished,
  markUnanswered,
  releaseClaimsOf,
  setUnreadMessages,
} from './incident-workflow.repository.js';
export { INCIDENT_MESSAGES, WORKFLOW_MESSAGES } from './incident.messages.js';
export { assessedAt } from './incident.repository.js';
/** The read the bench's yardstick runs beside the route (docs/performance.md, "Budgets"). */
export { searchIncidents } from './incident.service.js';
