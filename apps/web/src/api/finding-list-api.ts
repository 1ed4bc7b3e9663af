import type { FindingRow } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

/** Whose rows: an incident's published answers, or (`draft: true`) the analyst's working copy. */
export interface FindingListArgs {
  incident_id: string;
  draft?: boolean;
}

/**
 * finding/list, the one read of an incident's finding rows: the customer's report reads the
 * published rows (`{ incident_id }`), the analysts' findings form its working copy, drafts included
 * (`{ incident_id, draft: true }`). Tagged with the incident and 'Finding', so a saved finding
 * refetches both.
 */
export const findingListApi = api.injectEndpoints({
  endpoints: (build) => ({
    findingList: build.query<FindingRow[], FindingListArgs>({
      query: (body) => ({ path: API_PATHS.finding.list, body }),
      transformResponse: (reply: { finding: FindingRow[] }) => reply.finding,
      providesTags: (_rows, _error, { incident_id }) => [
        { type: 'Finding', id: incident_id },
        'Finding',
      ],
    }),
  }),
});

export const { useFindingListQuery } = findingListApi;
