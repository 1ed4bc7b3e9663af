import { LIVE_STREAM_MAX_S, type LiveEvent } from '@georisk/contract';
import type { EventStream } from '../../http/event-stream.js';

/** One open stream and whose news it carries. */
export interface Listener {
  userId: string;
  companyId: string | null;
  stream: EventStream;
}

/** Seconds between the comments that keep proxies from closing an idle stream. */
const HEARTBEAT_S = 20;

const EVENT_BY_PREFIX: Record<string, LiveEvent> = { n: 'notification', a: 'alert' };

/**
 * The streams one server holds, by user and by company, and the delivery of the database's
 * `live_events` announcements to them (migration 0029's triggers): "n:u:<user>" (notifications),
 * "a:u:<user>" or "a:c:<company>" (alerts). An event carries only what changed; the browser reads
 * it again through the usual routes, so nothing leaves without the usual checks.
 */
export const createLiveHub = () => {
  const listeners = new Set<Listener & { openedAt: number }>();

  const deliver = (payload: string) => {
    const [prefix = '', scope, id] = payload.split(':');
    const event = EVENT_BY_PREFIX[prefix];
    if (!event || !id) return;
    for (const listener of listeners) {
      const hears =
        scope === 'u' ? listener.userId === id : scope === 'c' && listener.companyId === id;
      if (hears) listener.stream.send(event, '{}');
    }
  };

  const sweep = () => {
    const oldest = Date.now() - LIVE_STREAM_MAX_S * 1000;
    for (const listener of listeners) {
      if (listener.openedAt < oldest) listener.stream.end();
      else listener.stream.comment('keep-alive');
    }
  };
  const timer = setInterval(sweep, HEARTBEAT_S * 1000);
  timer.unref();

  return {
    deliver,
    add: (listener: Listener) => {
      const entry = { ...listener, openedAt: Date.now() };
      listeners.add(entry);
      listener.stream.onClose(() => listeners.delete(entry));
    },
    /** Ends every stream (the server is shutting down): browsers reconnect to another one. */
    close: () => {
      clearInterval(timer);
      for (const listener of listeners) listener.stream.end();
      listeners.clear();
    },
  };
};

export type LiveHub = ReturnType<typeof createLiveHub>;
