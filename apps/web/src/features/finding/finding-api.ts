import { API_PATHS, type Incident, type IncidentStatus } from '@georisk/contract';
import { api } from '../../api/api';

export type FactorResponseMap = Record<string, { response_status: string; response: string }>;

/** Partners (and admins) see every incident here, optionally only those still to answer. */
export const findingApi = api.injectEndpoints({
  endpoints: (build) => ({
    incidentsToAnswer: build.query<Incident[], { status?: IncidentStatus }>({
      query: (filter) => ({ path: API_PATHS.incident.list, body: { ...filter, limit: 500 } }),
      transformResponse: (reply: { incident: Incident[] }) => reply.incident,
      providesTags: ['Incident'],
    }),
    /** Answers an incident; the incident's status and its report change, so both refetch. */
    saveFinding: build.mutation<
      { message: string },
      { incident_id: string; finding_id?: string; factor_response: FactorResponseMap }
    >({
      query: ({ incident_id, finding_id, factor_response }) =>
        finding_id
          ? { path: API_PATHS.finding.update, body: { finding_id, factor_response } }
          : { path: API_PATHS.finding.insert, body: { incident_id, factor_response } },
      invalidatesTags: ['Incident', 'Finding'],
    }),
  }),
});

export const { useIncidentsToAnswerQuery, useSaveFindingMutation } = findingApi;
