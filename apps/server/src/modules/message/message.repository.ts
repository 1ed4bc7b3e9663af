import { type Message, type MessageAuthorRole } from '@georisk/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { incidents, messages, users } from '../../db/schema.js';
import { fullName } from '../../db/names.js';
import { iso } from '../../db/dates.js';

const owners = alias(users, 'owners');
const assignees = alias(users, 'assignees');
const posters = alias(users, 'posters');

/**
 * Who takes part in a request's conversation (its author, its company, the analyst holding it,
 * the one writing now), and what a mail about it quotes.
 */
export const findParties = async (db: Database, incidentId: string, posterId: string) => {
  const [row] = await db
    .select({
      query: incidents.query,
      companyId: incidents.companyId,
      posterName: fullName(posters),
      ownerId: owners.id,
      ownerName: fullName(owners),
      ownerEmail: owners.email,
      assigneeId: assignees.id,
      assigneeName: fullName(assignees),
      assigneeEmail: assignees.email,
    })
    .from(incidents)
    .innerJoin(owners, eq(owners.id, incidents.createdBy))
    .leftJoin(assignees, eq(assignees.id, incidents.assignedTo))
    .innerJoin(posters, eq(posters.id, posterId))
    .where(and(eq(incidents.id, incidentId), eq(incidents.isDeleted, false)))
    .limit(1);
  return row ?? null;
};

export const insertMessage = async (
  tx: Database,
  values: { incidentId: string; authorId: string; body: string },
) => {
  const [row] = await tx.insert(messages).values(values).returning({ id: messages.id });
  if (!row) throw new Error('message not inserted');
  return row.id;
};

const role = sql<MessageAuthorRole>`case when ${users.isAdmin} then 'admin' when ${users.isPartner} then 'partner' else 'customer' end`;

const selectMessages = (db: Database) =>
  db
    .select({
      message_id: messages.id,
      incident_id: messages.incidentId,
      body: messages.body,
      author: {
        user_id: users.id,
        name: fullName(users),
        role,
      },
      created_at: messages.createdAt,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorId));

const toMessage = (row: Omit<Message, 'created_at'> & { created_at: Date }): Message => ({
  ...row,
  created_at: iso(row.created_at),
});

export const countMessages = async (db: Database, incidentId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.incidentId, incidentId));
  return row?.n ?? 0;
};

/** `limit` messages of a request's thread from `offset`, oldest first (an index serves it). */
export const listMessages = async (
  db: Database,
  incidentId: string,
  page: { limit: number; offset: number },
): Promise<Message[]> => {
  const rows = await selectMessages(db)
    .where(eq(messages.incidentId, incidentId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toMessage);
};

export const findMessage = async (db: Database, messageId: string): Promise<Message | null> => {
  const [row] = await selectMessages(db).where(eq(messages.id, messageId)).limit(1);
  return row ? toMessage(row) : null;
};
