import { API_PATHS, type BaseReply, type Sla, type SlaUpdate } from '@georisk/contract';
import { api } from '../../api/api';

/** The hours an analyst has to answer, per customer type (admins change them). */
export const slaApi = api.injectEndpoints({
  endpoints: (build) => ({
    slaList: build.query<BaseReply & { sla: Sla[] }, void>({
      query: () => ({ path: API_PATHS.sla.list, body: {} }),
      providesTags: ['Sla'],
    }),
    updateSla: build.mutation<BaseReply & { sla: Sla }, SlaUpdate>({
      query: (body) => ({ path: API_PATHS.sla.update, body }),
      invalidatesTags: ['Sla'],
    }),
  }),
});

export const { useSlaListQuery, useUpdateSlaMutation } = slaApi;
