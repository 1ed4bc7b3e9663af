import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailWindows } from '../db/schema.js';

/**
 * One person and what the mails are about, the key mails are coalesced by: one request
 * (`incidentId`), or a topic of its own (`topic`, e.g. `exposure` for new exposure alerts) with its
 * own window length (`windowS`; requests use MAIL_WINDOW_S).
 */
export type MailAbout =
  { userId: string; incidentId: string } | { userId: string; topic: string; windowS: number };

/**
 * How long after a mail to one person about one request the next may go (docs/rules/incidents.md):
 * MAIL_WINDOW_S, set once per process when the app is built. Measured on the database's clock,
 * one for every server; tests move the window's end instead of waiting.
 */
export const MAIL_WINDOW_DEFAULT_S = 5 * 60;
let windowSeconds = MAIL_WINDOW_DEFAULT_S;

export const setMailWindow = (seconds: number) => {
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error('mail window: whole seconds');
  windowSeconds = seconds;
};

const seconds = (s: number) => sql.raw(`interval '${Math.trunc(s)} seconds'`);

/** The window as an SQL interval (a whole number checked above, never user input). */
export const mailWindow = () => seconds(windowSeconds);

const topicOf = (key: MailAbout) => ('topic' in key ? key.topic : key.incidentId);
const windowOf = (key: MailAbout) => ('topic' in key ? seconds(key.windowS) : mailWindow());

const about = (key: MailAbout) =>
  and(eq(mailWindows.userId, key.userId), eq(mailWindows.topic, topicOf(key)));

/** Nothing held and the window over: this update is mailed now and opens the next window. */
const mailNow = sql`${mailWindows.held} = 0 and ${mailWindows.endsAt} <= now()`;

/**
 * Counts one update in the window, in one statement that locks the window's row until the
 * transaction ends, so two servers counting at once take turns. `held` 0: mail it now;
 * otherwise it is the `held`th update held until `endsAt` (`heldMailId` its waiting mail, if any).
 * `by` counts several updates at once, only right after a count in this transaction (the window
 * is then open and holding, so none of them is mailed now).
 */
export const countUpdate = async (tx: Database, key: MailAbout, by = 1) => {
  const length = windowOf(key);
  const [window] = await tx
    .insert(mailWindows)
    .values({
      userId: key.userId,
      topic: topicOf(key),
      incidentId: 'incidentId' in key ? key.incidentId : null,
      endsAt: sql`now() + ${length}`,
      held: 0,
    })
    .onConflictDoUpdate({
      target: [mailWindows.userId, mailWindows.topic],
      set: {
        held: sql`case when ${mailNow} then 0 else ${mailWindows.held} + ${by}::int end`,
        endsAt: sql`case when ${mailNow} then now() + ${length} else ${mailWindows.endsAt} end`,
      },
    })
    .returning({
      held: mailWindows.held,
      endsAt: mailWindows.endsAt,
      heldMailId: mailWindows.heldMailId,
    });
  if (!window) throw new Error('mail window not counted');
  return window;
};

export const setHeldMail = (tx: Database, key: MailAbout, mailId: string) =>
  tx.update(mailWindows).set({ heldMailId: mailId }).where(about(key));

/**
 * Ends the window if it has something held: returns the held mail (to send now) and opens the
 * next window from now, nothing held. Locks the row like `countUpdate`, so an update counted at
 * the same moment lands either in the mail released here or in the next window.
 */
export const releaseHeld = async (tx: Database, key: MailAbout) => {
  const [window] = await tx
    .select({ heldMailId: mailWindows.heldMailId })
    .from(mailWindows)
    .where(and(about(key), gt(mailWindows.held, 0)))
    .for('update');
  if (!window) return undefined;
  await tx
    .update(mailWindows)
    .set({ held: 0, heldMailId: null, endsAt: sql`now() + ${windowOf(key)}` })
    .where(about(key));
  return window.heldMailId ?? undefined;
};
