import { API_PATHS, type Incident, type IncidentForm } from '@georisk/contract';
import { api } from '../../api/api';

export interface IncidentSave extends IncidentForm {
  /** Present when editing: the form then updates instead of inserting. */
  incident_id?: string;
}

interface SaveReply {
  message: string;
  incident: Incident;
}

/** The customer's own incident requests (the list is the set the user created). */
export const incidentApi = api.injectEndpoints({
  endpoints: (build) => ({
    incident: build.query<Incident, string>({
      query: (incident_id) => ({ path: API_PATHS.incident.get, body: { incident_id } }),
      transformResponse: (reply: { incident: Incident }) => reply.incident,
      providesTags: (_incident, _error, id) => [{ type: 'Incident', id }],
    }),
    saveIncident: build.mutation<SaveReply, IncidentSave>({
      query: (body) => ({
        path: body.incident_id ? API_PATHS.incident.update : API_PATHS.incident.insert,
        body,
      }),
      // Filing charges credits (docs/rules/credits.md).
      invalidatesTags: ['Incident', 'Credits'],
    }),
    removeIncident: build.mutation<{ message: string }, string>({
      query: (incident_id) => ({
        path: API_PATHS.incident.remove,
        body: { incident_id, is_deleted: true },
      }),
      // Deleting an unanswered request refunds it.
      invalidatesTags: ['Incident', 'Credits'],
    }),
  }),
});

export const { useIncidentQuery, useSaveIncidentMutation, useRemoveIncidentMutation } = incidentApi;
