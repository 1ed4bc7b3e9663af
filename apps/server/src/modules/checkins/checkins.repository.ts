import type { Checkin, CheckinAnswer, CheckinRecipient, CheckinTarget } from '@georisk/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { articles, checkinRecipients, checkins } from '../../db/schema.js';
import { searchPage, type Paging } from '../../db/search.js';
import type { RecordOwner } from '../../domain/policies/index.js';
import type { ScheduleScope } from '../schedule/index.js';
import type { Askable } from './checkin-targets.repository.js';

type CheckinRow = typeof checkins.$inferSelect;
type RecipientRow = typeof checkinRecipients.$inferSelect;

/** How many of the check-in's travellers (with this answer), in the same statement as it. */
const asked = (answer?: CheckinAnswer) =>
  sql<number>`(select count(*) from ${checkinRecipients} r where r.checkin_id = ${checkins.id}${
    answer ? sql` and r.answer = ${answer}` : sql``
  })`.mapWith(Number);
const countsOf = { asked: asked(), safe: asked('safe'), help: asked('help') };
const columns = { row: checkins, articleTitle: articles.title, ...countsOf };
type Selected = {
  row: CheckinRow;
  articleTitle: string | null;
  asked: number;
  safe: number;
  help: number;
};

const toCheckin = ({ row, articleTitle, asked, safe, help }: Selected): Checkin => ({
  checkin_id: row.id,
  by: row.kind as CheckinTarget,
  country: row.country,
  article: row.articleId ? { articles_id: row.articleId, title: articleTitle ?? '' } : null,
  message: row.message,
  status: row.closedAt ? 'closed' : 'open',
  counts: { total: asked, safe, help, none: asked - safe - help },
  company_id: row.companyId,
  created_at: iso(row.createdAt),
  expires_at: iso(row.expiresAt),
  closed_at: row.closedAt ? iso(row.closedAt) : null,
});

export const toRecipient = (row: RecipientRow): CheckinRecipient => ({
  recipient_id: row.id,
  traveller_id: row.travellerId,
  name: row.name,
  email: row.email,
  answer: row.answer as CheckinRecipient['answer'],
  note: row.note,
  answered_at: row.answeredAt ? iso(row.answeredAt) : null,
  reminders_sent: row.remindersSent,
});

export interface CheckinWrite {
  owner: RecordOwner;
  kind: CheckinTarget;
  country: string | null;
  articleId: string | null;
  message: string;
  createdBy: string;
  expiresAt: Date;
  firstReminderAt: Date;
}

/** The check-in and one row per asked traveller; answers the recipients' rows. */
export const insertCheckin = async (
  tx: Database,
  write: CheckinWrite,
  asked: (Askable & { id: string })[],
) => {
  const [row] = await tx
    .insert(checkins)
    .values({
      companyId: write.owner.companyId,
      userId: write.owner.userId,
      kind: write.kind,
      country: write.country,
      articleId: write.articleId,
      message: write.message,
      createdBy: write.createdBy,
      expiresAt: write.expiresAt,
    })
    .returning({ id: checkins.id });
  const id = row!.id;
  const recipients = await tx
    .insert(checkinRecipients)
    .values(
      asked.map((a) => ({
        id: a.id,
        checkinId: id,
        travellerId: a.travellerId,
        name: a.name,
        email: a.email,
        nextReminderAt: write.firstReminderAt,
      })),
    )
    .returning();
  return { id, recipients };
};

const selectCheckins = (db: Database) =>
  db.select(columns).from(checkins).leftJoin(articles, eq(articles.id, checkins.articleId));

/** A live check-in with its owner, counts and recipients (by name): two statements. */
export const findCheckin = async (db: Database, id: string) => {
  const [found] = await selectCheckins(db).where(
    and(eq(checkins.id, id), eq(checkins.isDeleted, false)),
  );
  if (!found) return null;
  const recipients = await db
    .select()
    .from(checkinRecipients)
    .where(eq(checkinRecipients.checkinId, id))
    .orderBy(sql`lower(${checkinRecipients.name})`, asc(checkinRecipients.id));
  return {
    owner: { companyId: found.row.companyId, userId: found.row.userId },
    checkin: toCheckin(found),
    recipients: recipients.map(toRecipient),
  };
};

const scopeWhere = (scope: ScheduleScope) => {
  if (scope === 'all') return undefined;
  return scope.companyId !== null
    ? eq(checkins.companyId, scope.companyId)
    : eq(checkins.userId, scope.userId ?? '');
};

/** One page of the scope's check-ins, newest first, with their counts, in one statement. */
export const listCheckins = (db: Database, scope: ScheduleScope, paging: Paging) => {
  const where = and(eq(checkins.isDeleted, false), scopeWhere(scope));
  return searchPage(
    { counting: db.select({ n: count() }).from(checkins).where(where), paging },
    (total, page) =>
      db
        .select({ ...columns, total })
        .from(checkins)
        .leftJoin(articles, eq(articles.id, checkins.articleId))
        .where(where)
        .orderBy(desc(checkins.createdAt), desc(checkins.id))
        .limit(page.limit)
        .offset(page.offset),
    (row: Selected) => toCheckin(row),
  );
};

/** Closes an open check-in and stops its reminders; false when it was closed already. */
export const closeCheckin = async (tx: Database, id: string, by: string, now: Date) => {
  const closed = await tx
    .update(checkins)
    .set({ closedAt: now, closedBy: by, updatedAt: now })
    .where(and(eq(checkins.id, id), isNull(checkins.closedAt)))
    .returning({ id: checkins.id });
  if (closed.length === 0) return false;
  await tx
    .update(checkinRecipients)
    .set({ nextReminderAt: null })
    .where(eq(checkinRecipients.checkinId, id));
  return true;
};
