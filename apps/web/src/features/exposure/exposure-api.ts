import type { BaseReply, Exposure } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** The exposure map's one read (docs/rules/branches.md "Exposure map"); a branch's page passes its id. */
export const exposureApi = api.injectEndpoints({
  endpoints: (build) => ({
    exposure: build.query<Exposure, { branch_id?: string }>({
      query: (body) => ({ path: API_PATHS.exposure.get, body }),
      transformResponse: (reply: BaseReply & { exposure: Exposure }) => reply.exposure,
      // A branch added, changed or deleted moves the map.
      providesTags: ['Branch'],
    }),
  }),
});

export const { useExposureQuery } = exposureApi;
