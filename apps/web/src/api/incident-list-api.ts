import type { BaseReply, Incident, IncidentSearch } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

export interface IncidentListResult extends BaseReply {
  incidents: Incident[];
  total: number;
}

/**
 * incident/list, the one read of incident requests: the customer's own list (`created_by`) and the
 * analysts' queue (filtered, paged) ask it with their own search; every incident write invalidates
 * 'Incident', so both refetch.
 */
export const incidentListApi = api.injectEndpoints({
  endpoints: (build) => ({
    incidentList: build.query<IncidentListResult, IncidentSearch>({
      query: (search) => ({ path: API_PATHS.incident.list, body: search }),
      transformResponse: (reply: BaseReply & { incident: Incident[]; total: number }) => ({
        success: reply.success,
        code: reply.code,
        message: reply.message,
        incidents: reply.incident,
        total: reply.total,
      }),
      providesTags: ['Incident'],
    }),
  }),
});

export const { useIncidentListQuery } = incidentListApi;
