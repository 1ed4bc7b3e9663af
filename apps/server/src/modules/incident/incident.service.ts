import type { Incident, incidentFormSchema, incidentSearchSchema } from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, can, type QuoteFacts, type RequestFacts } from '../../domain/policies/index.js';
import { firmIdOf } from '../../db/quote-state.js';
import { failure, notFound, success, type Failure, type Result } from '../../domain/result.js';
import { INCIDENT_MESSAGES as M } from './incident.messages.js';
import {
  findIncident,
  findRequestFacts,
  findQueryTypeForIncident,
  insertIncident,
  softDeleteFindingsOf,
  softDeleteIncident,
  updateSubmittedIncident,
} from './incident.repository.js';
import {
  listIncidents,
  type IncidentFilter,
  type IncidentPage,
} from './incident-list.repository.js';
import { membershipOf } from '../companies/index.js';
import { slaHoursFor, slaHourSeconds } from '../sla/index.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { sameValues } from '../../db/unchanged-write.js';
import { searchText } from '../../db/text-search.js';
import { transactionResult, inTransaction } from '../../db/transaction.js';
import { chargeRequest, refundUnanswered, releaseHold } from '../credits/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { tellFirmsOfQuoteRequest } from './quote-request-notice.js';

type IncidentInput = z.output<typeof incidentFormSchema>;

/** A request as the audit trail names it. */
const target = (id: string) => ({ kind: 'incident', id });
type IncidentSearch = z.output<typeof incidentSearchSchema>;

/** What a request itself tells the rules (domain/policies/request.ts): all but the caller's membership. */
export type StoredFacts = Omit<RequestFacts, 'membership'>;

export const factsOf = (incident: Incident): StoredFacts => ({
  ownerId: incident.created_by,
  assignedTo: incident.assigned_to,
  companyId: incident.company?.company_id ?? null,
  quote: incident.quote ? { firmId: incident.quote.firm?.partner_firm_id ?? null } : null,
});

/**
 * The rules' facts with the caller's membership, looked up only for a company's request, and the
 * caller's firm, looked up only for a request quoted by a firm (docs/rules/proposals.md).
 */
export const withMembership = async (
  db: Database,
  caller: UserCaller,
  facts: StoredFacts,
): Promise<RequestFacts> => ({
  ...facts,
  membership: facts.companyId ? await membershipOf(db, caller.userId) : null,
  quote: await withCallerFirm(db, caller, facts.quote),
});

export const withCallerFirm = async (
  db: Database,
  caller: UserCaller,
  quote: QuoteFacts | null,
): Promise<QuoteFacts | null> =>
  quote?.firmId ? { ...quote, callerFirmId: await firmIdOf(db, caller.userId) } : quote;

/** Whether the caller's records carry the queue's fields (who filed it, the unread mark). */
export const seesQueue = (caller: UserCaller) => can(caller, 'readQueue', { kind: 'incident' });

/** A live incident as this caller reads it (null when missing or deleted). */
export const incidentFor = (db: Database, caller: UserCaller, incidentId: string) =>
  findIncident(db, incidentId, seesQueue(caller));

/**
 * A live incident the caller may `read`, or `change` (the author edits or deletes, and a
 * company's owners and admins their company's requests; staff read but never rewrite someone's
 * request): not found when missing or deleted, forbidden when not theirs to.
 */
const incidentTo = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
  action: 'read' | 'change',
): Promise<Result<Incident>> => {
  const incident = await incidentFor(db, caller, incidentId);
  if (!incident) return notFound(M.notFound);
  const facts = await withMembership(db, caller, factsOf(incident));
  const allowed = authorize(caller, action, { kind: 'incident', ...facts });
  return allowed.ok ? success(incident) : allowed;
};

/** A live incident the caller may read. */
export const readableIncident = (db: Database, caller: UserCaller, incidentId: string) =>
  incidentTo(db, caller, incidentId, 'read');

/**
 * What the rules need of a live request (not found when missing or deleted), for callers that
 * authorize something on it (its finding, its thread): one indexed lookup, not the whole record.
 */
export const requestFacts = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<RequestFacts>> => {
  const stored = await findRequestFacts(db, incidentId);
  return stored ? success(await withMembership(db, caller, stored)) : notFound(M.notFound);
};

/**
 * The company a new request is filed for (docs/rules/companies.md, "Shared requests"): asked
 * for, a member's company (not a viewer's); left out, a member's company and a viewer's or a solo
 * customer's none.
 */
const companyFor = async (
  db: Database,
  caller: UserCaller,
  forCompany: boolean | undefined,
): Promise<Result<string | null>> => {
  if (forCompany === false) return success(null);
  const membership = await membershipOf(db, caller.userId);
  if (!membership) return forCompany ? failure('invalid', M.noCompany) : success(null);
  const allowed = authorize(caller, 'fileForCompany', { kind: 'incident', ...membership });
  if (allowed.ok) return success(membership.companyId);
  return forCompany ? allowed : success(null);
};

/** The query type must be live, active and offered to the customer type the user chose. */
const refusedQueryType = async (
  db: Database,
  input: IncidentInput,
): Promise<Failure | undefined> => {
  const queryType = await offeredQueryType(db, input);
  return queryType.ok ? undefined : queryType;
};

/** The query type a request may be filed under, with its price in credits. */
const offeredQueryType = async (
  db: Database,
  input: IncidentInput,
): Promise<Result<{ priceCredits: number; onQuote: boolean }>> => {
  const queryType = await findQueryTypeForIncident(db, input.queryType_id);
  if (!queryType || !queryType.is_active) return failure('invalid', M.queryTypeUnavailable);
  if (queryType.customerType !== input.customerType) {
    return failure('invalid', M.queryTypeOtherCustomer(input.customerType));
  }
  return success(queryType);
};

const valuesOf = (input: IncidentInput) => ({
  query: input.query,
  queryTypeId: input.queryType_id,
  customerType: input.customerType,
  countries: input.countries,
});

/** What filing needs beyond the database: the links and the mailer of the firms' notices. */
export interface FilingDeps {
  publicUrl: string;
  mailer: Pick<Mailer, 'kick'>;
}

export const createIncident = async (
  db: Database,
  caller: UserCaller,
  input: IncidentInput & { for_company?: boolean },
  deps: FilingDeps,
): Promise<Result<Incident>> => {
  const queryType = await offeredQueryType(db, input);
  if (!queryType.ok) return queryType;
  const companyId = await companyFor(db, caller, input.for_company);
  if (!companyId.ok) return companyId;
  const slaHours = await slaHoursFor(db, input.customerType);
  // The charge is part of the filing: without enough credits nothing is written (402).
  const id = await transactionResult(db, async (tx) => {
    const inserted = await insertIncident(tx, {
      ...valuesOf(input),
      createdBy: caller.userId,
      companyId: companyId.value,
      slaSeconds: slaHours * slaHourSeconds(),
      onQuote: queryType.value.onQuote,
    });
    await recordAudit(tx, callerActor(caller), {
      action: 'incident.create',
      target: target(inserted),
      companyId: companyId.value,
    });
    await emitWebhookEvent(tx, companyId.value, 'request.created', {
      incident_id: inserted,
      query: input.query,
      countries: input.countries,
    });
    const payer = { userId: caller.userId, companyId: companyId.value };
    // On quote, nothing is charged now: the accepted proposal's price is held (proposals.md).
    const price = queryType.value.onQuote ? 0 : queryType.value.priceCredits;
    const paid = await chargeRequest(tx, callerActor(caller), payer, inserted, price);
    if (!paid.ok) return paid;
    if (queryType.value.onQuote) {
      await tellFirmsOfQuoteRequest(tx, deps.publicUrl, {
        incidentId: inserted,
        query: input.query,
      });
    }
    return success(inserted);
  });
  if (!id.ok) return id;
  if (queryType.value.onQuote) deps.mailer.kick();
  const created = await incidentFor(db, caller, id.value);
  if (!created) throw new Error('incident vanished after insert');
  return success(created);
};

type Question = Pick<IncidentInput, 'query' | 'queryType_id' | 'customerType' | 'countries'>;
const question = (asked: Question) => ({
  query: asked.query,
  queryTypeId: asked.queryType_id.toLowerCase(),
  customerType: asked.customerType,
  countries: [...asked.countries].sort(),
});
/**
 * The question is everything the analyst assesses: the text, the query type (and so its category),
 * who asks (customer type) and where (countries, in any order).
 */
const sameQuestion = (incident: Incident, input: IncidentInput) =>
  sameValues(question(incident as Question), question(input));

/**
 * Once an analyst holds the request (In review) or has answered it, the question is fixed: the
 * finding answers it as it was asked, and the analyst must not see it change under them.
 */
const questionFixed = (status: Incident['status']) =>
  status === 'Answered' ? failure('conflict', M.answered) : failure('conflict', M.inReview);

export const changeIncident = async (
  db: Database,
  caller: UserCaller,
  input: IncidentInput & { incident_id: string },
): Promise<Result<Incident>> => {
  const current = await incidentTo(db, caller, input.incident_id, 'change');
  if (!current.ok) return current;
  // Sending the question as it stands changes nothing, whatever the status (docs/rules/incidents.md).
  if (sameQuestion(current.value, input)) return current;
  if (current.value.status !== 'Submitted') return questionFixed(current.value.status);
  const refused = await refusedQueryType(db, input);
  if (refused) return refused;
  // Checked again in the UPDATE itself: an analyst may have claimed it since the read above.
  const companyId = current.value.company?.company_id ?? null;
  const changed = await inTransaction(db, async (tx) => {
    const written = await updateSubmittedIncident(tx, input.incident_id, valuesOf(input));
    if (!written) return false;
    await recordAudit(tx, callerActor(caller), {
      action: 'incident.update',
      target: target(input.incident_id),
      companyId,
    });
    await emitWebhookEvent(tx, companyId, 'request.updated', {
      incident_id: input.incident_id,
      query: input.query,
      countries: input.countries,
    });
    return true;
  });
  const updated = await incidentFor(db, caller, input.incident_id);
  if (!updated) return notFound(M.notFound);
  if (!changed) return questionFixed(updated.status);
  return success(updated);
};

/** The incident and its finding go together: one transaction. */
export const deleteIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Incident>> => {
  const incident = await incidentTo(db, caller, incidentId, 'change');
  if (!incident.ok) return incident;
  await inTransaction(db, async (tx) => {
    await softDeleteIncident(tx, incidentId);
    await softDeleteFindingsOf(tx, incidentId);
    await recordAudit(tx, callerActor(caller), {
      action: 'incident.delete',
      target: target(incidentId),
      companyId: incident.value.company?.company_id ?? null,
    });
    // Deleted before it is answered: its charge comes back (docs/rules/credits.md), and so does
    // an accepted proposal's hold (docs/rules/proposals.md; an answer has settled it already).
    await refundUnanswered(tx, callerActor(caller), incidentId);
    await releaseHold(tx, callerActor(caller), incidentId, 'deleted before answered');
  });
  return incident;
};

const assigneeOf = (caller: UserCaller, assignedTo: IncidentSearch['assigned_to']) => {
  if (assignedTo === 'me') return caller.userId;
  return assignedTo === 'none' ? null : assignedTo;
};

/**
 * Which requests a list may hold: partners and admins every one (filtered by `created_by` if
 * asked); a customer their personal ones and their company's, whatever `created_by` they send,
 * narrowed by `scope` (docs/rules/companies.md, "Shared requests").
 */
const visibility = (
  caller: UserCaller,
  search: IncidentSearch,
): Pick<IncidentFilter, 'createdBy' | 'seenBy' | 'companyOf'> => {
  if (seesQueue(caller)) return { createdBy: search.created_by };
  const seenBy = caller.userId;
  if (search.scope === 'mine') return { seenBy, createdBy: caller.userId };
  return search.scope === 'company' ? { seenBy, companyOf: caller.userId } : { seenBy };
};

/**
 * A customer's list holds what they may read, newest first unless they ask otherwise; partners
 * and admins get the queue, soonest due first.
 */
export const searchIncidents = async (
  db: Database,
  caller: UserCaller,
  search: IncidentSearch,
): Promise<IncidentPage> => {
  const staff = seesQueue(caller);
  const { status } = search;
  return listIncidents(db, {
    ...visibility(caller, search),
    q: search.q,
    limit: search.limit,
    offset: search.offset,
    status: status === undefined ? undefined : Array.isArray(status) ? status : [status],
    assignedTo: assigneeOf(caller, search.assigned_to),
    customerType: search.customerType,
    countries: search.countries,
    categoriesId: search.categories_id,
    queryTypeId: search.queryType_id,
    overdue: search.overdue,
    // A search lists the best match first unless another order is asked (docs/rules/incidents.md).
    sort: search.sort ?? (searchText(search.q) ? 'rank' : staff ? 'due' : 'newest'),
    staff,
  });
};
