import type { BaseReply, Checkin, CheckinBoard, CheckinForm } from '@georisk/contract';
import { CHECKIN_PATHS } from '@georisk/contract/resources/checkin';
import { api } from '../../api/api';

type CheckinList = { rows: Checkin[]; total: number; can_manage: boolean };

/**
 * The check-ins' calls (docs/rules/checkins.md). No cache tag of their own (the landing page's
 * API client is at its byte budget): the board polls, and the list is read again after a start
 * or a close (the screens call `refetch`).
 */
export const checkinsApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkinList: build.query<CheckinList, void>({
      query: () => ({ path: CHECKIN_PATHS.list, body: { limit: 100 } }),
      transformResponse: (
        reply: BaseReply & { checkin: Checkin[]; total: number; can_manage: boolean },
      ) => ({ rows: reply.checkin, total: reply.total, can_manage: reply.can_manage }),
      keepUnusedDataFor: 0,
    }),
    checkinBoard: build.query<CheckinBoard, string>({
      query: (checkin_id) => ({ path: CHECKIN_PATHS.get, body: { checkin_id } }),
      transformResponse: (reply: BaseReply & { checkin: CheckinBoard }) => reply.checkin,
      keepUnusedDataFor: 0,
    }),
    startCheckin: build.mutation<BaseReply & { checkin: CheckinBoard }, CheckinForm>({
      query: (body) => ({ path: CHECKIN_PATHS.insert, body }),
    }),
    closeCheckin: build.mutation<BaseReply & { checkin: CheckinBoard }, string>({
      query: (checkin_id) => ({ path: CHECKIN_PATHS.close, body: { checkin_id } }),
    }),
    exportCheckin: build.mutation<string, string>({
      query: (checkin_id) => ({ path: CHECKIN_PATHS.export, body: { checkin_id }, file: true }),
    }),
  }),
});

export const {
  useCheckinListQuery,
  useCheckinBoardQuery,
  useStartCheckinMutation,
  useCloseCheckinMutation,
  useExportCheckinMutation,
} = checkinsApi;
