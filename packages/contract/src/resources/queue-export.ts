import { incidentSearchSchema } from './incident.js';

/**
 * The request queue as CSV for partners and admins (docs/rules/incidents.md, "Queue export"): the
 * queue's own filters, every matching request up to QUEUE_EXPORT_MAX rows, in the queue's order.
 * Its path lives here, not in API_PATHS: the landing page's bundle carries api-paths whole.
 */
export const QUEUE_EXPORT_PATH = 'incident/export';
export const QUEUE_EXPORT_MAX = 10_000;

export const QUEUE_CSV_COLUMNS = [
  'incident_id',
  'filed_at',
  'customer',
  'customer_email',
  'customer_type',
  'category',
  'query_type',
  'countries',
  'status',
  'assignee',
  'due_at',
  'overdue',
  'revision',
  'query',
] as const;

export const queueExportSchema = incidentSearchSchema.omit({ limit: true, offset: true });
