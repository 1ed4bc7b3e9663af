import type { BaseReply } from '@georisk/contract/envelope';
import { useCallback } from 'react';
import { failureText } from '../../api/api';
import { useBanner } from '../../components/banner';

/**
 * A screen's banner plus `report(call)`: the reply's message shows in a success
 * banner, a failure as a warning. Resolves to whether the call succeeded.
 */
export const useBannerAction = () => {
  const { banner, show } = useBanner();
  const report = useCallback(
    async (call: { unwrap(): Promise<BaseReply> }): Promise<boolean> => {
      try {
        const reply = await call.unwrap();
        show(reply.message, 'success');
        return true;
      } catch (error) {
        show(failureText(error));
        return false;
      }
    },
    [show],
  );
  return { banner, show, report };
};
