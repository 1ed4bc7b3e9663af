import {
  API_PATHS,
  QUEUE_EXPORT_PATH,
  type BaseReply,
  type Finding,
  type Incident,
  type IncidentSearch,
} from '@georisk/contract';
import { api } from '../../api/api';

export type FactorResponseMap = Record<string, { response_status: string; response: string }>;

export interface FindingSave {
  incident_id: string;
  /** Present once the request has a finding: the save then updates it. */
  finding_id?: string | undefined;
  factor_response: FactorResponseMap;
  summary: string;
  /** true keeps it for the analyst only; false publishes a revision to the customer. */
  draft: boolean;
}

/**
 * The analysts' queue (docs/rules/incidents.md): every request, filtered, searched and paged,
 * soonest due first; claim, release and (admins) assign; the findings form's saves.
 */
export const findingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The queue as CSV text, with the queue's filters (docs/rules/incidents.md, "Queue export"). */
    exportQueue: build.mutation<string, Omit<IncidentSearch, 'limit' | 'offset'>>({
      query: (body) => ({ path: QUEUE_EXPORT_PATH, body, file: true }),
    }),
    claim: build.mutation<BaseReply & { incident: Incident }, string>({
      query: (incident_id) => ({ path: API_PATHS.incident.claim, body: { incident_id } }),
      invalidatesTags: ['Incident'],
    }),
    release: build.mutation<BaseReply & { incident: Incident }, string>({
      query: (incident_id) => ({ path: API_PATHS.incident.release, body: { incident_id } }),
      invalidatesTags: ['Incident'],
    }),
    assign: build.mutation<
      BaseReply & { incident: Incident },
      { incident_id: string; user_id: string }
    >({
      query: (body) => ({ path: API_PATHS.incident.assign, body }),
      invalidatesTags: ['Incident'],
    }),
    /** The finding itself: its summary, whether it holds a draft, its published revision. */
    finding: build.query<Finding, string>({
      query: (finding_id) => ({ path: API_PATHS.finding.get, body: { finding_id } }),
      transformResponse: (reply: { finding: Finding }) => reply.finding,
      providesTags: ['Finding'],
    }),
    /** Answers a request; its status, queue row and report all change, so they refetch. */
    saveFinding: build.mutation<{ message: string }, FindingSave>({
      query: ({ incident_id, finding_id, factor_response, summary, draft }) =>
        finding_id
          ? {
              path: API_PATHS.finding.update,
              body: { finding_id, factor_response, summary, draft },
            }
          : {
              path: API_PATHS.finding.insert,
              body: { incident_id, factor_response, summary, draft },
            },
      invalidatesTags: ['Incident', 'Finding'],
    }),
  }),
});

export const {
  useClaimMutation,
  useReleaseMutation,
  useAssignMutation,
  useFindingQuery,
  useSaveFindingMutation,
  useExportQueueMutation,
} = findingApi;
