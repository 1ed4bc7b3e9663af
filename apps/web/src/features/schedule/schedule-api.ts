import type {
  Advisory,
  AdvisoryForm,
  BaseReply,
  Brief,
  RiskLevel,
  Traveller,
  TravellerForm,
  Trip,
  TripForm,
} from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

type TravellerList = { rows: Traveller[]; total: number; can_manage: boolean };
type TripList = { rows: Trip[]; total: number; can_manage: boolean };
export type TripImportBody =
  | { format: 'ics'; file: string; traveller_id: string; purpose: string }
  | { format: 'csv'; file: string };

/**
 * The schedule screen's calls (docs/rules/schedule.md). Settings and advisories share the `Trip`
 * tag: they change what trips and briefs show, and a tag of their own would add bytes to the
 * landing page's API client, which is at its budget.
 */
export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    travellerList: build.query<TravellerList, void>({
      query: () => ({ path: API_PATHS.traveller.list, body: { limit: 500 } }),
      transformResponse: (
        reply: BaseReply & { traveller: Traveller[]; total: number; can_manage: boolean },
      ) => ({
        rows: reply.traveller,
        total: reply.total,
        can_manage: reply.can_manage,
      }),
      providesTags: ['Traveller'],
    }),
    insertTraveller: build.mutation<BaseReply, TravellerForm>({
      query: (body) => ({ path: API_PATHS.traveller.insert, body }),
      invalidatesTags: ['Traveller'],
    }),
    updateTraveller: build.mutation<BaseReply, TravellerForm & { traveller_id: string }>({
      query: (body) => ({ path: API_PATHS.traveller.update, body }),
      invalidatesTags: ['Traveller', 'Trip'],
    }),
    removeTraveller: build.mutation<BaseReply, string>({
      query: (traveller_id) => ({
        path: API_PATHS.traveller.remove,
        body: { traveller_id, is_deleted: true },
      }),
      invalidatesTags: ['Traveller'],
    }),
    tripList: build.query<TripList, { from: string; to: string }>({
      query: (window) => ({ path: API_PATHS.trip.list, body: { ...window, limit: 500 } }),
      transformResponse: (
        reply: BaseReply & { trip: Trip[]; total: number; can_manage: boolean },
      ) => ({
        rows: reply.trip,
        total: reply.total,
        can_manage: reply.can_manage,
      }),
      providesTags: ['Trip'],
    }),
    insertTrip: build.mutation<BaseReply, TripForm>({
      query: (body) => ({ path: API_PATHS.trip.insert, body }),
      invalidatesTags: ['Trip'],
    }),
    updateTrip: build.mutation<BaseReply, TripForm & { trip_id: string }>({
      query: (body) => ({ path: API_PATHS.trip.update, body }),
      invalidatesTags: ['Trip'],
    }),
    removeTrip: build.mutation<BaseReply, string>({
      query: (trip_id) => ({ path: API_PATHS.trip.remove, body: { trip_id, is_deleted: true } }),
      invalidatesTags: ['Trip'],
    }),
    importTrips: build.mutation<BaseReply, TripImportBody>({
      query: (body) => ({ path: API_PATHS.trip.import, body }),
      invalidatesTags: ['Trip'],
    }),
    approveTrip: build.mutation<BaseReply, { trip_id: string; note?: string | undefined }>({
      query: (body) => ({ path: API_PATHS.trip.approve, body }),
      invalidatesTags: ['Trip'],
    }),
    rejectTrip: build.mutation<BaseReply, { trip_id: string; note: string }>({
      query: (body) => ({ path: API_PATHS.trip.reject, body }),
      invalidatesTags: ['Trip'],
    }),
    tripBrief: build.query<Brief, string>({
      query: (trip_id) => ({ path: API_PATHS.trip.brief, body: { trip_id } }),
      transformResponse: (reply: BaseReply & { brief: Brief }) => reply.brief,
      providesTags: ['Trip'],
    }),
    tripSettings: build.query<{ approval_level: RiskLevel; can_manage: boolean }, void>({
      query: () => ({ path: API_PATHS.tripSettings.get, body: {} }),
      transformResponse: (
        reply: BaseReply & { tripSettings: { approval_level: RiskLevel; can_manage: boolean } },
      ) => reply.tripSettings,
      providesTags: ['Trip'],
    }),
    updateTripSettings: build.mutation<BaseReply, { approval_level: RiskLevel }>({
      query: (body) => ({ path: API_PATHS.tripSettings.update, body }),
      invalidatesTags: ['Trip'],
    }),
    advisoryList: build.query<{ rows: Advisory[]; can_manage: boolean }, void>({
      query: () => ({ path: API_PATHS.advisory.list, body: { limit: 300 } }),
      transformResponse: (reply: BaseReply & { advisory: Advisory[]; can_manage: boolean }) => ({
        rows: reply.advisory,
        can_manage: reply.can_manage,
      }),
      providesTags: ['Trip'],
    }),
    upsertAdvisory: build.mutation<BaseReply, AdvisoryForm>({
      query: (body) => ({ path: API_PATHS.advisory.upsert, body }),
      invalidatesTags: ['Trip'],
    }),
    removeAdvisory: build.mutation<BaseReply, string>({
      query: (country) => ({
        path: API_PATHS.advisory.remove,
        body: { country, is_deleted: true },
      }),
      invalidatesTags: ['Trip'],
    }),
  }),
});

export const {
  useTravellerListQuery,
  useInsertTravellerMutation,
  useUpdateTravellerMutation,
  useRemoveTravellerMutation,
  useInsertTripMutation,
  useUpdateTripMutation,
  useRemoveTripMutation,
  useTripSettingsQuery,
  useUpdateTripSettingsMutation,
  useAdvisoryListQuery,
  useUpsertAdvisoryMutation,
  useRemoveAdvisoryMutation,
  useTripListQuery,
  useImportTripsMutation,
  useApproveTripMutation,
  useRejectTripMutation,
  useTripBriefQuery,
} = scheduleApi;
