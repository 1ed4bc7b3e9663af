import type { FindingRevision, FindingRow, FindingStatus } from '@georisk/contract';

/** Red first, so the report opens on what needs attention. */
const SEVERITY: Record<FindingStatus, number> = { Red: 0, Yellow: 1, Green: 2 };

/** Green/Yellow/Red counts of one published set of answers. */
export const outcomeOf = (answers: Record<string, { response_status: FindingStatus }>) => {
  const outcome = { Green: 0, Yellow: 0, Red: 0 };
  for (const answer of Object.values(answers)) outcome[answer.response_status] += 1;
  return outcome;
};

/**
 * The rows of the latest published revision, Red first, each with the factor's status in the
 * revision before (null on the first revision or for a factor answered for the first time).
 */
export const rowsOfRevision = (
  incidentId: string,
  latest: FindingRevision & { findingId: string },
  before: FindingRevision | undefined,
): FindingRow[] =>
  Object.entries(latest.factor_response)
    .map(([factorId, answer]) => ({
      finding_id: latest.findingId,
      incident_id: incidentId,
      factor_id: factorId,
      response_status: answer.response_status,
      factor_response: answer.response,
      created_by: latest.published_by.user_id,
      created_at: latest.published_at,
      previous_status: before?.factor_response[factorId]?.response_status ?? null,
    }))
    .sort(
      (a, b) =>
        SEVERITY[a.response_status] - SEVERITY[b.response_status] ||
        a.factor_id.localeCompare(b.factor_id),
    );

/** The first active factor, in list order, without a status and a non-empty response. */
export const firstUnrated = (
  factors: { id: string; name: string }[],
  answers: Record<string, { response: string } | undefined>,
) => factors.find((factor) => !answers[factor.id]?.response.trim());
