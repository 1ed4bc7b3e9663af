import {
  API_PATHS,
  type BaseReply,
  type Incident,
  type IncidentForm,
  type IncidentStatus,
} from '@georisk/contract';
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
    /** The rows, with the reply's code and message for the list-load banner. */
    myIncidents: build.query<
      BaseReply & { incidents: Incident[] },
      { created_by: string; q?: string; status?: IncidentStatus }
    >({
      query: (search) => ({ path: API_PATHS.incident.list, body: { ...search, limit: 500 } }),
      transformResponse: ({
        success,
        code,
        message,
        incident,
      }: BaseReply & { incident: Incident[] }) => ({
        success,
        code,
        message,
        incidents: incident,
      }),
      providesTags: ['Incident'],
    }),
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
      invalidatesTags: ['Incident'],
    }),
    removeIncident: build.mutation<{ message: string }, string>({
      query: (incident_id) => ({
        path: API_PATHS.incident.remove,
        body: { incident_id, is_deleted: true },
      }),
      invalidatesTags: ['Incident'],
    }),
  }),
});

export const {
  useMyIncidentsQuery,
  useIncidentQuery,
  useSaveIncidentMutation,
  useRemoveIncidentMutation,
} = incidentApi;
