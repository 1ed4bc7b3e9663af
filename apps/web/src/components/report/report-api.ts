import { API_PATHS, type Factor, type FindingRevision, type FindingRow } from '@georisk/contract';
import { api } from '../../api/api';

/**
 * Reads behind the report and the findings form. They live here, beside the report, because both
 * the incident screen (customers) and the finding screen (partners) need them and features do not
 * import each other.
 */
export const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every factor of one category; a category holds a handful, so one page is the whole set. */
    categoryFactors: build.query<Factor[], string>({
      query: (categories_id) => ({
        path: API_PATHS.factor.search,
        body: { categories_id, limit: 500 },
      }),
      transformResponse: (reply: { factor: Factor[] }) => reply.factor,
      providesTags: ['Factor'],
    }),
    incidentFindings: build.query<FindingRow[], string>({
      query: (incident_id) => ({ path: API_PATHS.finding.list, body: { incident_id } }),
      transformResponse: (reply: { finding: FindingRow[] }) => reply.finding,
      providesTags: (_rows, _error, incident_id) => [
        { type: 'Finding', id: incident_id },
        'Finding',
      ],
    }),
    /** Every published revision, newest first: who answered, when, and the summary. */
    findingHistory: build.query<FindingRevision[], string>({
      query: (incident_id) => ({ path: API_PATHS.finding.history, body: { incident_id } }),
      transformResponse: (reply: { revisions: FindingRevision[] }) => reply.revisions,
      providesTags: (_rows, _error, incident_id) => [
        { type: 'Finding', id: incident_id },
        'Finding',
      ],
    }),
  }),
});

export const { useCategoryFactorsQuery, useIncidentFindingsQuery, useFindingHistoryQuery } =
  reportApi;
