import type {
  BaseReply,
  Brief,
  RiskLevel,
  Traveller,
  TravellerForm,
  Trip,
} from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

type TravellerList = { rows: Traveller[]; total: number; can_manage: boolean };
type TripList = { rows: Trip[]; total: number; can_manage: boolean };
export type TripImportBody =
  | { format: 'ics'; file: string; traveller_id: string; purpose: string }
  | { format: 'csv'; file: string };

/** The schedule screen's calls (docs/rules/schedule.md). */
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
    importTrips: build.mutation<BaseReply, TripImportBody>({
      query: (body) => ({ path: API_PATHS.trip.import, body }),
      invalidatesTags: ['Trip'],
    }),
    approveTrip: build.mutation<BaseReply, string>({
      query: (trip_id) => ({ path: API_PATHS.trip.approve, body: { trip_id } }),
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
    }),
  }),
});

export const {
  useTravellerListQuery,
  useInsertTravellerMutation,
  useTripListQuery,
  useImportTripsMutation,
  useApproveTripMutation,
  useRejectTripMutation,
  useTripBriefQuery,
} = scheduleApi;
