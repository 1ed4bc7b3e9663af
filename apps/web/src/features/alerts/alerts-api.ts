import type { Alert, AlertListFilter, BaseReply, Branch } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

const paths = API_PATHS.alert;
type AlertReply = BaseReply & { alert: Alert };
export type AlertPage = BaseReply & { alert: Alert[]; total: number; can_manage: boolean };

/** The alert inbox's calls (docs/rules/exposure.md); every action refreshes the list. */
export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    alertList: build.query<AlertPage, AlertListFilter>({
      query: (body) => ({ path: paths.list, body }),
      providesTags: ['Alert'],
      // New alerts arrive all the time: every visit reads the inbox as it is now.
      keepUnusedDataFor: 0,
    }),
    /** The branches the filter offers (their names and countries). */
    alertBranches: build.query<Branch[], void>({
      query: () => ({ path: API_PATHS.branch.list, body: { limit: 500 } }),
      transformResponse: (reply: BaseReply & { branch: Branch[] }) => reply.branch,
      providesTags: ['Branch'],
    }),
    acknowledgeAlert: build.mutation<AlertReply, string>({
      query: (alert_id) => ({ path: paths.acknowledge, body: { alert_id } }),
      invalidatesTags: ['Alert'],
    }),
    dismissAlert: build.mutation<AlertReply, { alert_id: string; reason: string }>({
      query: (body) => ({ path: paths.dismiss, body }),
      invalidatesTags: ['Alert'],
    }),
    escalateAlert: build.mutation<AlertReply, string>({
      query: (alert_id) => ({ path: paths.escalate, body: { alert_id } }),
      invalidatesTags: ['Alert', 'Incident'],
    }),
  }),
});

export const {
  useAlertListQuery,
  useAlertBranchesQuery,
  useAcknowledgeAlertMutation,
  useDismissAlertMutation,
  useEscalateAlertMutation,
} = alertsApi;
