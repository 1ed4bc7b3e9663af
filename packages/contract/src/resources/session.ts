import { z } from 'zod';
import { listReplyWith } from '../envelope.js';
import { id } from '../fields.js';

/** The caller's sessions on the profile (docs/rules/accounts.md, "Sessions"). */
export const SESSION_MESSAGES = {
  listed: 'Sessions found',
  revoked: 'Session revoked',
  notFound: 'This session is not one of yours, or it has already ended',
} as const;

export const sessionListSchema = z.object({});
export const sessionRevokeSchema = z.object({ session_id: id() });
export type SessionRevokeBody = z.infer<typeof sessionRevokeSchema>;

/** One login: where from, when, and whether it is the caller's own ("this device"). */
export const userSession = z.object({
  session_id: z.string(),
  /** "Chrome 131 on Linux", from the User-Agent at login; empty when none was sent. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSession>;

export const sessionListReply = listReplyWith('sessions', userSession);
