import type { Message } from '@georisk/contract';
import { useEffect, useRef } from 'react';
import { useInView } from '../../hooks/use-in-view';
import { useReadMessagesMutation } from './conversation-api';

/**
 * Tells the server the thread was read once its last message is on screen, not when the request
 * opens: the queue's "unread message" mark and the reader's message notifications clear then. Sent
 * again only when someone else's newer message is shown (docs/rules/incidents.md, "Conversation").
 * The returned ref goes on the last message.
 */
export const useThreadRead = (incidentId: string, selfId: string, messages?: Message[]) => {
  const { ref, inView } = useInView<HTMLLIElement>();
  const [markRead] = useReadMessagesMutation();
  const readUpTo = useRef<string | null>(null);
  const last = messages?.at(-1);
  const unreadId = last && last.author.user_id !== selfId ? last.message_id : null;
  useEffect(() => {
    if (!inView || !unreadId || readUpTo.current === unreadId) return;
    readUpTo.current = unreadId;
    void markRead(incidentId);
  }, [inView, unreadId, incidentId, markRead]);
  return ref;
};
