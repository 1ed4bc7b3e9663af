import { z } from 'zod';
import { MAX_LENGTH, MESSAGE_AUTHOR_ROLES } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { id, requiredText } from '../fields.js';
import { MESSAGES } from '../messages.js';

/** The conversation on one request between its owner and the analysts. */
export const messageInsertSchema = z.object({
  incident_id: id(),
  body: requiredText(MESSAGES.specifyMessage, MAX_LENGTH.message, 'Message'),
});
export type MessageInsert = z.input<typeof messageInsertSchema>;
export const messageListSchema = z.object({ incident_id: id() });

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
/** Oldest first. */
export const messageListReply = listReplyWith('message', message);
