/** The audit module's public face: its routes, and how other modules record an event. */
export { auditRoutes as auditModule } from './audit.routes.js';
export {
  auditPage,
  callerActor,
  recordAudit,
  recordAudits,
  type AuditActor,
  type AuditEntry,
} from './audit.service.js';
export { scheduleAuditTrim, trimAuditTrail } from './audit-retention.js';
