/** The SLA module's public face: its routes, and the hours a new request gets. */
export { slaRoutes as slaModule } from './sla.routes.js';
export { slaHoursFor } from './sla.service.js';
export { setSlaHourSeconds, slaHourSeconds } from './sla-clock.js';
export { escalateDueRequests, scheduleSlaEscalations } from './sla-escalation.service.js';
