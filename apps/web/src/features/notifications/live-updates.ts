import { useEffect } from 'react';
import { API_PATHS, API_PREFIX } from '@georisk/contract/api-paths';
import { api } from '../../api/api';
import { useAppDispatch } from '../../lib/store';
import { useLiveTicketMutation } from './notifications-api';

/** The longest pause between two attempts to open the stream; polling covers the gap. */
const MAX_RETRY_MS = 60_000;

/**
 * Keeps an event stream open while someone is signed in (docs/rules/live-updates.md): each
 * "notification" or "alert" event makes the screens read that data again at once, so the bell and
 * the alert inbox change without a reload. The stream is opened with a one-time ticket; when it
 * ends (the server's five minutes, a restart, a lost network) a new ticket opens the next one,
 * after a pause that doubles on each failure. The bell's polling stays as the fallback.
 */
export const useLiveUpdates = () => {
  const dispatch = useAppDispatch();
  const [requestTicket] = useLiveTicketMutation();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const again = () => {
      if (stopped) return;
      timer = setTimeout(connect, Math.min(MAX_RETRY_MS, 2000 * 2 ** failures));
      failures += 1;
    };
    const connect = async () => {
      try {
        const { ticket } = await requestTicket().unwrap();
        if (stopped) return;
        source = new EventSource(
          `${API_PREFIX}/${API_PATHS.events.stream}?ticket=${encodeURIComponent(ticket)}`,
        );
        source.addEventListener('open', () => {
          failures = 0;
        });
        source.addEventListener('notification', () => {
          dispatch(api.util.invalidateTags(['Notification']));
        });
        source.addEventListener('alert', () => {
          dispatch(api.util.invalidateTags(['Alert']));
        });
        // EventSource would retry with the spent ticket; a new one is needed instead.
        source.addEventListener('error', () => {
          source?.close();
          again();
        });
      } catch {
        again();
      }
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [dispatch, requestTicket]);
};
