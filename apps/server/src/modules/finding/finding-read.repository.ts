import type { Finding, FindingRow, FindingStatus } from '@georisk/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { findingResponses, findings, incidents } from '../../db/schema.js';
import { iso } from '../../db/dates.js';

/** Reads of findings as the API presents them; a finding of a deleted incident is gone. */
const liveFinding = eq(findings.isDeleted, false);
const liveIncident = eq(incidents.isDeleted, false);

/** One statement: the finding and every answer it holds, as the `finding` reply shape. */
export const readFinding = async (db: Database, findingId: string): Promise<Finding | null> => {
  const rows = await db
    .select({
      finding_id: findings.id,
      incident_id: findings.incidentId,
      created_by: findings.createdBy,
      created_at: findings.createdAt,
      updated_at: findings.updatedAt,
      summary: findings.summary,
      draft: findings.draft,
      revision: findings.revision,
      factorId: findingResponses.factorId,
      responseStatus: findingResponses.responseStatus,
      response: findingResponses.response,
    })
    .from(findings)
    .innerJoin(incidents, and(eq(incidents.id, findings.incidentId), liveIncident))
    .leftJoin(findingResponses, eq(findingResponses.findingId, findings.id))
    .where(and(eq(findings.id, findingId), liveFinding));
  const [first] = rows;
  if (!first) return null;
  const factor_response: Finding['factor_response'] = {};
  for (const row of rows) {
    if (row.factorId === null) continue;
    factor_response[row.factorId] = {
      response_status: row.responseStatus as FindingStatus,
      response: row.response ?? '',
    };
  }
  return {
    finding_id: first.finding_id,
    incident_id: first.incident_id,
    summary: first.summary,
    draft: first.draft,
    revision: first.revision,
    created_by: first.created_by,
    created_at: iso(first.created_at),
    updated_at: iso(first.updated_at),
    factor_response,
  };
};

/**
 * The analyst's working copy, one row per factor answered, unpublished changes included;
 * `previous_status` is the factor's status in the latest published revision.
 */
export const listWorkingRows = async (
  db: Database,
  incidentId: string,
  published: Record<string, { response_status: FindingStatus }>,
): Promise<FindingRow[]> => {
  const rows = await db
    .select({
      finding_id: findings.id,
      incident_id: findings.incidentId,
      factor_id: findingResponses.factorId,
      response_status: findingResponses.responseStatus,
      factor_response: findingResponses.response,
      created_by: findings.createdBy,
      created_at: findingResponses.createdAt,
    })
    .from(findingResponses)
    .innerJoin(findings, eq(findings.id, findingResponses.findingId))
    .where(and(eq(findings.incidentId, incidentId), liveFinding))
    .orderBy(asc(findingResponses.createdAt), asc(findingResponses.factorId));
  return rows.map((row) => ({
    ...row,
    response_status: row.response_status as FindingStatus,
    created_at: iso(row.created_at),
    previous_status: published[row.factor_id]?.response_status ?? null,
  }));
};
