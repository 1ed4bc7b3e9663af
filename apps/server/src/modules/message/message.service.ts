import { MESSAGE_PAGE, type Message, type MessageListQuery } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { Mailer } from '../../mail/mailer.js';
import { excerpt } from '../../domain/excerpt.js';
import { authorize, type Membership } from '../../domain/policies/index.js';
import { notFound, success, type Result } from '../../domain/result.js';
import { incidentMessageMail } from '../../mail/templates/incident-workflow.js';
import type { UserCaller } from '../../domain/caller.js';
import {
  audienceOf,
  markUnread,
  readableIncident,
  requestFacts,
  seesQueue,
  type Recipient,
} from '../incident/index.js';
import { markIncidentMessagesRead, notify, type Notice } from '../notification/index.js';
import { MESSAGE_MESSAGES as M } from './message.messages.js';
import {
  countMessages,
  findMessage,
  findParties,
  insertMessage,
  listMessages,
} from './message.repository.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';

/** The mailer is only nudged: the mail itself is in the outbox, written with the message. */
export interface MessageDeps {
  db: Database;
  mailer: Pick<Mailer, 'kick'>;
  publicUrl: string;
}
type Parties = NonNullable<Awaited<ReturnType<typeof findParties>>>;

/**
 * Who hears of a message. The customer side's (the author, or a colleague on a company's request)
 * goes to the analyst holding the request (nobody yet when unassigned: the queue's unread mark
 * shows it instead) and to the request's audience (its author, and its company's owners and
 * admins); an analyst's goes to the audience. Never to the one who wrote it.
 */
const recipientsOf = async (
  db: Database,
  caller: UserCaller,
  parties: Parties,
  fromCustomer: boolean,
  callerMembership: Membership | null,
): Promise<Recipient[]> => {
  const owner = { id: parties.ownerId, name: parties.ownerName, email: parties.ownerEmail };
  // The author writing: their membership was read for the access check, not read again.
  const audience = await audienceOf(db, {
    owner,
    companyId: parties.companyId,
    ...(owner.id === caller.userId && { ownerMembership: callerMembership }),
  });
  const analyst =
    fromCustomer && parties.assigneeId
      ? [
          {
            id: parties.assigneeId,
            name: parties.assigneeName ?? '',
            email: parties.assigneeEmail ?? '',
          },
        ]
      : [];
  return [...analyst, ...audience].filter((recipient) => recipient.id !== caller.userId);
};

/**
 * The owner writes on their own request, a company's members (not its viewers) on its requests; a
 * partner on a free one or the one they hold; admins on any (domain/policies/message.ts). Another
 * customer is refused (403).
 */
export const postMessage = async (
  deps: MessageDeps,
  caller: UserCaller,
  input: { incident_id: string; body: string },
): Promise<Result<Message>> => {
  const request = await requestFacts(deps.db, caller, input.incident_id);
  if (!request.ok) return request;
  const allowed = authorize(caller, 'post', { kind: 'message', ...request.value });
  if (!allowed.ok) return allowed;
  const posted = await transactionResult(deps.db, async (tx) => {
    const parties = await findParties(tx, input.incident_id, caller.userId);
    if (!parties) return notFound(M.notFound);
    const id = await insertMessage(tx, {
      incidentId: input.incident_id,
      authorId: caller.userId,
      body: input.body,
    });
    await recordAudit(tx, callerActor(caller), {
      action: 'message.post',
      target: { kind: 'incident', id: input.incident_id },
      companyId: parties.companyId,
      detail: { message_id: id },
    });
    const fromCustomer = !seesQueue(caller);
    await emitWebhookEvent(tx, parties.companyId, 'message.created', {
      incident_id: input.incident_id,
      message_id: id,
      author_role: fromCustomer ? 'customer' : 'staff',
    });
    await markUnread(tx, input.incident_id, fromCustomer);
    const author = fromCustomer ? parties.posterName : 'A GeoRisk analyst';
    const membership = request.value.membership;
    for (const recipient of await recipientsOf(tx, caller, parties, fromCustomer, membership)) {
      const notice: Notice = {
        userId: recipient.id,
        kind: 'message',
        incidentId: input.incident_id,
        text: M.notificationText(author, excerpt(parties.query, 120)),
        mail: (more) =>
          incidentMessageMail(
            {
              to: recipient.email,
              name: recipient.name,
              query: parties.query,
              link: `${deps.publicUrl}/menu/incident?report=${input.incident_id}`,
            },
            author,
            more,
          ),
      };
      await notify(tx, notice);
    }
    return success(id);
  });
  if (!posted.ok) return posted;
  deps.mailer.kick();
  const message = await findMessage(deps.db, posted.value);
  return message ? success(message) : notFound(M.notFound);
};

export interface MessagePage {
  messages: Message[];
  total: number;
  /** Where the page starts, counted from the oldest message. */
  offset: number;
}

/**
 * Where a page starts, counted from the oldest: `latest` counts `offset` back from the newest,
 * so the last page is reachable without knowing the total first.
 */
const pageOf = (query: MessageListQuery, total: number) => {
  const limit = query.limit ?? MESSAGE_PAGE.defaultLimit;
  const offset = query.offset ?? 0;
  if (!query.latest) return { limit, offset };
  const end = Math.max(total - offset, 0);
  const start = Math.max(end - limit, 0);
  return { limit: end - start, offset: start };
};

/** A page of the thread, oldest first. Loading it marks nothing read: the reader may not look at it. */
export const messagesOf = async (
  db: Database,
  caller: UserCaller,
  query: MessageListQuery,
): Promise<Result<MessagePage>> => {
  const incidentId = query.incident_id;
  const incident = await readableIncident(db, caller, incidentId);
  if (!incident.ok) return incident;
  const total = await countMessages(db, incidentId);
  const page = pageOf(query, total);
  const rows = page.limit > 0 ? await listMessages(db, incidentId, page) : [];
  return success({ messages: rows, total, offset: page.offset });
};

/**
 * The reader has the thread on screen: an analyst's reading clears the queue's unread mark, and
 * anyone's reading clears their own `message` notifications about the request.
 */
export const readMessages = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<null>> => {
  const incident = await readableIncident(db, caller, incidentId);
  if (!incident.ok) return incident;
  // Only the queue's readers get the mark at all; the customer side reading the thread keeps it.
  if (incident.value.unread_messages && seesQueue(caller)) {
    await markUnread(db, incidentId, false);
  }
  await markIncidentMessagesRead(db, caller.userId, incidentId);
  return success(null);
};
