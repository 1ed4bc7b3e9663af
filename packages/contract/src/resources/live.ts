import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { baseReply } from '../envelope.js';

/** Live updates (docs/rules/live-updates.md): a one-time ticket, then a server-sent event stream. */
export const LIVE_MESSAGES = {
  ticket: 'Ticket issued: open the event stream with it within 30 seconds',
  badTicket: 'This ticket is unknown, used or expired: ask for a new one',
} as const;

/** Seconds a ticket may wait before its stream is opened. */
export const LIVE_TICKET_TTL_S = 30;
/**
 * Seconds a stream stays open before the server ends it and the browser opens a new one with a
 * new ticket: the stream names no data, so a session signed out elsewhere hears at most this long
 * that something changed (its next read is refused as usual).
 */
export const LIVE_STREAM_MAX_S = 300;

/** What changed: the caller's notifications, or the alerts of their company (or their own). */
export const LIVE_EVENTS = ['notification', 'alert'] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];

export const liveTicketSchema = z.object({});
export const liveTicketReply = baseReply.extend({
  ticket: z.string(),
  expires_in: z.number().int(),
});

/** The stream's query string (EventSource sends nothing else). */
export const liveStreamQuery = z.object({ ticket: z.string().min(1).max(MAX_LENGTH.token) });
