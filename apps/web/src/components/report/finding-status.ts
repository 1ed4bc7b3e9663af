import type { Factor, FindingRevision, FindingRow, FindingStatus } from '@georisk/contract';

export interface ReportRow {
  factor: Factor;
  finding: FindingRow | undefined;
}

/**
 * One row per factor of the incident's category. A factor switched off later still
 * shows when it was answered; one switched off and never answered does not.
 */
export const reportRows = (
  factors: Factor[],
  findings: FindingRow[],
  categories_id: string,
): ReportRow[] => {
  const byFactor = new Map(findings.map((finding) => [finding.factor_id, finding]));
  return factors
    .filter((factor) => factor.categories_id === categories_id)
    .map((factor) => ({ factor, finding: byFactor.get(factor.factor_id) }))
    .filter((row) => row.factor.is_active || row.finding !== undefined);
};

export const countStatuses = (rows: ReportRow[]): Record<FindingStatus, number> => {
  const counts: Record<FindingStatus, number> = { Green: 0, Yellow: 0, Red: 0 };
  for (const row of rows) if (row.finding) counts[row.finding.response_status] += 1;
  return counts;
};

/** Red first, then Yellow, Green, and factors not answered last: the reader meets the risk first. */
const ORDER: Record<FindingStatus | 'Pending', number> = {
  Red: 0,
  Yellow: 1,
  Green: 2,
  Pending: 3,
};

export const redFirst = (rows: ReportRow[]): ReportRow[] =>
  [...rows].sort(
    (a, b) =>
      ORDER[a.finding?.response_status ?? 'Pending'] -
      ORDER[b.finding?.response_status ?? 'Pending'],
  );

/**
 * The rows of one published revision from `finding/history` (newest first), in the shape of
 * `finding/list`, each with its status in the revision before it: an earlier revision reads like
 * the latest one.
 */
export const revisionRows = (
  history: FindingRevision[],
  revision: number,
  incidentId: string,
): FindingRow[] => {
  const index = history.findIndex((entry) => entry.revision === revision);
  const shown = history[index];
  if (!shown) return [];
  const before = history[index + 1]?.factor_response ?? {};
  return Object.entries(shown.factor_response).map(([factor_id, answer]) => ({
    finding_id: '',
    incident_id: incidentId,
    factor_id,
    response_status: answer.response_status,
    factor_response: answer.response,
    created_by: shown.published_by.user_id,
    created_at: shown.published_at,
    previous_status: before[factor_id]?.response_status ?? null,
  }));
};
