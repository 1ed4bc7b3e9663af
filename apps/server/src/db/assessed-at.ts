import { sql } from 'drizzle-orm';
import { findingRevisions, findings, incidents } from './schema.js';

/**
 * When a request was last assessed: its latest published revision (null before the first). A
 * correlated subquery over the incidents row in scope, shared by the incident record (`stale`),
 * country levels, new developments and news alerts.
 */
export const assessedAt = sql<Date | null>`(select max(${findingRevisions.publishedAt}) from ${findingRevisions}
  join ${findings} on ${findings.id} = ${findingRevisions.findingId}
  where ${findings.incidentId} = ${incidents.id})`;
