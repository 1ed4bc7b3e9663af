import { canonicalEmail } from '@georisk/contract';
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailOutbox, mailWindows, users, type MailKind } from '../db/schema.js';
import { enqueueJob } from '../jobs/index.js';
import { mailSeal } from './mail-seal.js';

export interface MailMessage {
  /** 'account' when left out: sent whatever the profile's switches say. */
  kind?: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe link: sent as List-Unsubscribe (stored sealed). */
  unsubscribeUrl?: string;
}

/** The queue whose jobs send the outbox's messages: one job per row, with the row's id. */
export const MAIL_QUEUE = 'mail-send';

/** The row of a message, its bodies sealed (mail-seal.ts); without a job it waits (mail-windows). */
export const insertMail = async (db: Pick<Database, 'insert'>, message: MailMessage) => {
  const { seal } = mailSeal();
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: message.to,
      kind: message.kind ?? 'account',
      subject: message.subject,
      textBody: seal(message.text),
      htmlBody: seal(message.html),
      unsubscribeUrl: message.unsubscribeUrl ? seal(message.unsubscribeUrl) : null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  return row.id;
};

/** A waiting row takes a newer message's place (a held update superseded by the next one). */
export const replaceMail = async (
  db: Pick<Database, 'update'>,
  id: string,
  message: MailMessage,
) => {
  const { seal } = mailSeal();
  await db
    .update(mailOutbox)
    .set({ subject: message.subject, textBody: seal(message.text), htmlBody: seal(message.html) })
    .where(eq(mailOutbox.id, id));
};

/** Gives a row its send job: from then on the mail queue sends it (or withholds it). */
export const scheduleMail = (db: Pick<Database, 'execute'>, id: string) =>
  enqueueJob(db, MAIL_QUEUE, { mailId: id }, { id });

/**
 * Call inside the transaction that creates the OTP or token, so neither exists without the other.
 * The row is the message (its bodies, which hold the code or link, stored sealed: mail-seal.ts);
 * the job, written in the same transaction, is when to send it (docs/operations.md).
 */
export const enqueueMail = async (
  db: Pick<Database, 'insert' | 'execute'>,
  message: MailMessage,
) => {
  await scheduleMail(db, await insertMail(db, message));
};

/** The plain bodies of a queued row, for the dispatcher. */
export const openMailBodies = (row: Pick<OutboxRow, 'textBody' | 'htmlBody'>) => {
  const seal = mailSeal();
  // A row queued by a server from before sealing is sent as it stands.
  const open = (body: string) => (seal.isSealed(body) ? seal.open(body) : body);
  return { text: open(row.textBody), html: open(row.htmlBody) };
};

/**
 * The RFC 8058 headers of a row with an unsubscribe link: the link, and the one-click promise
 * that a POST to it unsubscribes without anything else (docs/rules/digests.md).
 */
export const unsubscribeHeaders = (row: Pick<OutboxRow, 'unsubscribeUrl'>) => {
  if (!row.unsubscribeUrl) return {};
  const url = mailSeal().open(row.unsubscribeUrl);
  return {
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};

export type OutboxRow = typeof mailOutbox.$inferSelect;

const unsent = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.withheldAt));

/** The message a job is to send, unless it was sent already (a job run again after a crash). */
export const findUnsentMail = async (db: Database, id: string): Promise<OutboxRow | undefined> => {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), unsent));
  return row;
};

/**
 * Every message not sent yet, oldest first: the start gives each its job again if it has none.
 * A held update is not one of them: its window gives it its job when it ends.
 */
export const unsentMailIds = async (db: Database): Promise<string[]> => {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        unsent,
        notExists(db.select().from(mailWindows).where(eq(mailWindows.heldMailId, mailOutbox.id))),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((row) => row.id);
};

/** A sent mail keeps its bookkeeping (recipient, subject, times) but not its bodies. */
export const markMailSent = (db: Database, id: string) =>
  db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null, textBody: '', htmlBody: '', unsubscribeUrl: null })
    .where(eq(mailOutbox.id, id));

export const WITHHELD_DISABLED = 'not sent: the recipient account is disabled';
export const WITHHELD_SWITCHED_OFF = 'not sent: the recipient switched these e-mails off';

/** Why a mail of this kind must not reach this person, if it must not. */
const withheldReason = (
  kind: MailKind,
  to:
    | Pick<typeof users.$inferSelect, 'isDisabled' | 'mailRequests' | 'mailWatch' | 'digest'>
    | undefined,
) => {
  if (!to) return null;
  if (to.isDisabled) return WITHHELD_DISABLED;
  const wanted = {
    account: true,
    request: to.mailRequests,
    watch: to.mailWatch,
    // A digest queued before the person unsubscribed goes no more.
    digest: to.digest !== 'off',
  }[kind];
  return wanted ? null : WITHHELD_SWITCHED_OFF;
};

/**
 * The one place a recipient's account decides whether a mail goes, checked as it goes out, so
 * mail queued before the change is covered too: a disabled account receives no mail, and a
 * person who switched request or watch mails off in the profile receives none of that kind
 * (docs/rules/accounts.md). The row is withheld for good, keeping its bookkeeping but not its
 * bodies. True when it was.
 */
export const withholdUnwanted = async (db: Database, row: OutboxRow): Promise<boolean> => {
  const [to] = await db
    .select({
      isDisabled: users.isDisabled,
      mailRequests: users.mailRequests,
      mailWatch: users.mailWatch,
      digest: users.digest,
    })
    .from(users)
    .where(eq(users.email, canonicalEmail(row.recipient)))
    .limit(1);
  const reason = withheldReason(row.kind, to);
  if (!reason) return false;
  const withheld = await db
    .update(mailOutbox)
    .set({
      withheldAt: sql`now()`,
      lastError: reason,
      textBody: '',
      htmlBody: '',
      unsubscribeUrl: null,
    })
    .where(and(eq(mailOutbox.id, row.id), unsent))
    .returning({ id: mailOutbox.id });
  return withheld.length > 0;
};

/** What operators see of a failed try; the job's queue decides when the next one comes. */
export const recordMailFailure = (db: Database, id: string, error: string) =>
  db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, id));
