import type { BaseReply } from '@georisk/contract';
import { useEffect, useRef } from 'react';
import { useBanner } from '../components/banner';

/** The part of an RTK Query list result the announcement reads. */
interface ListLoad {
  data?: Pick<BaseReply, 'code' | 'message'> | undefined;
  isFetching: boolean;
}

/**
 * A list's successful load as a success banner with the reply's message (docs/architecture.md, "Banners"), once
 * per load the person asked for: opening the list, a new search or page (`request` changes). A
 * background re-fetch (after a save or delete, or on refocus) keeps `request` and says nothing, and
 * nothing is announced while `quiet` (another banner, e.g. a save's outcome, has the person's eye).
 */
export const useListLoadBanner = (load: ListLoad, request: unknown, quiet = false) => {
  const { banner, show } = useBanner();
  // `undefined` never equals a request below, so the first load after mounting is announced.
  const announced = useRef<{ request: unknown } | undefined>(undefined);
  const { data, isFetching } = load;

  useEffect(() => {
    if (!data || isFetching) return;
    if (announced.current && Object.is(announced.current.request, request)) return;
    announced.current = { request };
    if (!quiet) show(data.message, 'success');
  }, [data, isFetching, request, quiet, show]);

  return banner;
};
