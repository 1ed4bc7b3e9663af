import { z } from 'zod';
import { MAX_LENGTH, MESSAGE_AUTHOR_ROLES, MESSAGE_PAGE } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { id, pageFields, requiredText } from '../fields.js';
import { MESSAGES } from '../messages.js';

/** The conversation on one request between its owner and the analysts. */
export const messageInsertSchema = z.object({
  incident_id: id(),
  body: requiredText(MESSAGES.specifyMessage, MAX_LENGTH.message, 'Message'),
});
/**
 * One page of the thread, oldest first within the page (`limit` 1..200, default 50). `offset`
 * counts from the oldest message, or from the newest with `latest: true`, so `{latest: true}` is
 * the last page whatever the total; the reply's `offset` says where the page starts.
 */
export const messageListSchema = z.object({
  incident_id: id(),
  ...pageFields(MESSAGE_PAGE.maxLimit, MESSAGES.invalidMessagePaging),
  latest: z.boolean({ error: MESSAGES.invalidBoolean }).optional(),
});
export type MessageListQuery = z.input<typeof messageListSchema>;
/** The reader has seen the thread: sent when the conversation is on screen, not when it loads. */
export const messageReadSchema = z.object({ incident_id: id() });

export const message = z.object({
  message_id: z.string(),
  incident_id: z.string(),
  body: z.string(),
  author: z.object({
    user_id: z.string(),
    name: z.string(),
    role: z.enum(MESSAGE_AUTHOR_ROLES),
  }),
  created_at: z.string(),
});
export type Message = z.infer<typeof message>;

export const messageReply = replyWith('message', message);
/** Oldest first within the page; `offset` is the page's start counted from the oldest. */
export const messageListReply = listReplyWith('message', message).extend({
  offset: z.number().int(),
});
