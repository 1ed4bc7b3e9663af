import { API_PATHS, type FindingRevision } from '@georisk/contract';
import { api } from '../../api/api';

/**
 * The report's own read: its revision history. The factors and finding rows it is built from are
 * the shared reads in api/ (factor-list-api.ts, finding-list-api.ts), which the analysts' findings
 * form asks with its own arguments.
 */
export const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useFindingHistoryQuery } = reportApi;
