import type { Database } from '../db/database.js';
import { enqueueJob } from '../jobs/index.js';
import {
  countUpdate,
  releaseHeld,
  setHeldMail,
  type MailAbout,
} from './mail-windows.repository.js';
import {
  enqueueMail,
  insertMail,
  replaceMail,
  scheduleMail,
  type MailMessage,
} from './outbox.repository.js';
import { inTransaction } from '../db/transaction.js';

/** A mail about an update of a request; `moreUpdates` earlier ones it sums up ("and 2 more updates"). */
export type UpdateMail = (moreUpdates: number) => MailMessage;

/** The queue whose delayed jobs end a window that holds updates (one job per held mail). */
export const MAIL_WINDOW_QUEUE = 'mail-window';

/**
 * Mails one person about one request at most once per window (docs/rules/incidents.md). Call
 * inside the transaction of the update. The first update is mailed at once; later ones inside the
 * window are held: the newest replaces the one held before it and counts the others, and a job
 * queued in this transaction with the first held update sends it when the window ends.
 */
export const enqueueUpdateMail = (
  tx: Database,
  key: { userId: string; incidentId: string },
  update: UpdateMail,
) =>
  // Every update is about a request: the recipient's request switch decides (outbox.repository).
  enqueueCoalescedMail(tx, key, (more) => ({ ...update(more), kind: 'request' }));

/**
 * The same window for any key (a request, or a topic such as new exposure alerts): the first
 * mail goes at once, later ones inside the window are held, the newest summing up the others.
 */
export const enqueueCoalescedMail = (tx: Database, key: MailAbout, mail: UpdateMail) =>
  enqueueCoalescedMails(tx, key, [mail]);

/**
 * Several updates for one key in one transaction, oldest first, exactly as if each were counted
 * in turn: the first may go at once, the rest are held, and only the newest is kept as the held
 * mail, counting the others. Two or three statements however many updates (a sweep's batch).
 */
export const enqueueCoalescedMails = async (tx: Database, key: MailAbout, mails: UpdateMail[]) => {
  const [first, ...later] = mails;
  if (!first) return;
  let window = await countUpdate(tx, key);
  let held = mails;
  if (window.held === 0) {
    await enqueueMail(tx, first(0));
    if (later.length === 0) return;
    held = later;
    window = await countUpdate(tx, key, later.length);
  } else if (later.length > 0) {
    window = await countUpdate(tx, key, later.length);
  }
  const message = held[held.length - 1]!(window.held - 1);
  if (window.heldMailId) return replaceMail(tx, window.heldMailId, message);
  const mailId = await insertMail(tx, message);
  await setHeldMail(tx, key, mailId);
  await enqueueJob(tx, MAIL_WINDOW_QUEUE, key, {
    id: mailId,
    startAfter: window.endsAt.toISOString(),
  });
};

/**
 * The window's job: in one transaction, gives the held mail its send job and opens the next
 * window. Run again (a retry after a crash) it finds nothing held and does nothing.
 * True when a mail was released, so the caller kicks the mail queue.
 */
export const releaseMailWindow = (db: Database, key: MailAbout): Promise<boolean> =>
  inTransaction(db, async (tx) => {
    const mailId = await releaseHeld(tx as unknown as Database, key);
    if (mailId) await scheduleMail(tx, mailId);
    return mailId !== undefined;
  });
