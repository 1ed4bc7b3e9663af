import type { FindingRevision, FindingStatus } from '@georisk/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { findingRevisions, findings, users } from '../../db/schema.js';
import { fullName } from '../../db/names.js';
import { iso } from '../../db/dates.js';
import type { Answers } from './finding.repository.js';

export const insertRevision = async (
  tx: Database,
  values: {
    findingId: string;
    revision: number;
    summary: string;
    factorResponse: Answers;
    publishedBy: string;
  },
) => {
  await tx.insert(findingRevisions).values(values);
};

/**
 * The published revisions of an incident's live finding, newest first, with who published each;
 * `limit` 2 gives the latest and the one before (for `previous_status`).
 */
export const listRevisions = async (
  db: Database,
  incidentId: string,
  limit?: number,
): Promise<(FindingRevision & { findingId: string })[]> => {
  const query = db
    .select({
      findingId: findingRevisions.findingId,
      revision: findingRevisions.revision,
      published_at: findingRevisions.publishedAt,
      publisherId: findingRevisions.publishedBy,
      publisherName: fullName(users),
      summary: findingRevisions.summary,
      factor_response: findingRevisions.factorResponse,
    })
    .from(findingRevisions)
    .innerJoin(
      findings,
      and(eq(findings.id, findingRevisions.findingId), eq(findings.isDeleted, false)),
    )
    .innerJoin(users, eq(users.id, findingRevisions.publishedBy))
    .where(eq(findings.incidentId, incidentId))
    .orderBy(desc(findingRevisions.revision));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({
    findingId: row.findingId,
    revision: row.revision,
    published_at: iso(row.published_at),
    published_by: { user_id: row.publisherId, name: row.publisherName },
    summary: row.summary,
    factor_response: row.factor_response as Record<
      string,
      { response_status: FindingStatus; response: string }
    >,
  }));
};
