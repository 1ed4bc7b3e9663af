import type { BaseReply, CheckinRespondBody, CheckinResponse } from '@georisk/contract';
import { CHECKIN_PATHS } from '@georisk/contract/resources/checkin';
import { api } from '../../api/api';

/**
 * The public answer page's one call, apart from the board's (checkins-api.ts) so the page's
 * lazy chunk shares no file with the schedule's: each shared file is one more name in the
 * landing page's router, which is at its byte budget.
 */
export const checkinRespondApi = api.injectEndpoints({
  endpoints: (build) => ({
    respondCheckin: build.mutation<BaseReply & { checkin: CheckinResponse }, CheckinRespondBody>({
      query: (body) => ({ path: CHECKIN_PATHS.respond, body }),
    }),
  }),
});

export const { useRespondCheckinMutation } = checkinRespondApi;
