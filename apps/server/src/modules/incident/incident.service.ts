import type { Incident, incidentFormSchema, incidentSearchSchema } from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, can, type RequestFacts } from '../../domain/policies/index.js';
import {
  failure,
  foundOr,
  notFound,
  success,
  type Failure,
  type Result,
} from '../../domain/result.js';
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
import { listIncidents } from './incident-list.repository.js';
import { slaHoursFor } from '../sla/index.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { sameValues } from '../../db/unchanged-write.js';

type IncidentInput = z.output<typeof incidentFormSchema>;

/** A request as the audit trail names it. */
const target = (id: string) => ({ kind: 'incident', id });
type IncidentSearch = z.output<typeof incidentSearchSchema>;

/** The facts the rules read of a request (domain/policies/request.ts). */
export const factsOf = (incident: Incident): RequestFacts => ({
  ownerId: incident.created_by,
  assignedTo: incident.assigned_to,
});

/** Whether the caller's records carry the queue's fields (who filed it, the unread mark). */
export const seesQueue = (caller: UserCaller) => can(caller, 'readQueue', { kind: 'incident' });

/** A live incident as this caller reads it (null when missing or deleted). */
export const incidentFor = (db: Database, caller: UserCaller, incidentId: string) =>
  findIncident(db, incidentId, seesQueue(caller));

/** A live incident the caller may read: not found when missing or deleted, forbidden when someone else's. */
export const readableIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Incident>> => {
  const incident = await incidentFor(db, caller, incidentId);
  if (!incident) return notFound(M.notFound);
  const allowed = authorize(caller, 'read', { kind: 'incident', ...factsOf(incident) });
  return allowed.ok ? success(incident) : allowed;
};

/**
 * What the rules need of a live request (not found when missing or deleted), for callers that
 * authorize something on it (its finding, its thread): one indexed lookup, not the whole record.
 */
export const requestFacts = async (
  db: Database,
  incidentId: string,
): Promise<Result<RequestFacts>> => foundOr(await findRequestFacts(db, incidentId), M.notFound);

/** Only the author edits or deletes; staff read but never rewrite someone's request. */
const ownedIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Incident>> => {
  const incident = await incidentFor(db, caller, incidentId);
  if (!incident) return notFound(M.notFound);
  const allowed = authorize(caller, 'change', { kind: 'incident', ...factsOf(incident) });
  return allowed.ok ? success(incident) : allowed;
};

/** The query type must be live, active and offered to the customer type the user chose. */
const refusedQueryType = async (
  db: Database,
  input: IncidentInput,
): Promise<Failure | undefined> => {
  const queryType = await findQueryTypeForIncident(db, input.queryType_id);
  if (!queryType || !queryType.is_active) return failure('invalid', M.queryTypeUnavailable);
  if (queryType.customerType !== input.customerType) {
    return failure('invalid', M.queryTypeOtherCustomer(input.customerType));
  }
  return undefined;
};

const valuesOf = (input: IncidentInput) => ({
  query: input.query,
  queryTypeId: input.queryType_id,
  customerType: input.customerType,
  countries: input.countries,
});

export const createIncident = async (
  db: Database,
  caller: UserCaller,
  input: IncidentInput,
): Promise<Result<Incident>> => {
  const refused = await refusedQueryType(db, input);
  if (refused) return refused;
  const slaHours = await slaHoursFor(db, input.customerType);
  const id = await insertIncident(db, { ...valuesOf(input), createdBy: caller.userId, slaHours });
  await recordAudit(db, callerActor(caller), { action: 'incident.create', target: target(id) });
  const created = await incidentFor(db, caller, id);
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
  const current = await ownedIncident(db, caller, input.incident_id);
  if (!current.ok) return current;
  // Sending the question as it stands changes nothing, whatever the status (docs/rules/incidents.md).
  if (sameQuestion(current.value, input)) return current;
  if (current.value.status !== 'Submitted') return questionFixed(current.value.status);
  const refused = await refusedQueryType(db, input);
  if (refused) return refused;
  // Checked again in the UPDATE itself: an analyst may have claimed it since the read above.
  const changed = await updateSubmittedIncident(db, input.incident_id, valuesOf(input));
  const updated = await incidentFor(db, caller, input.incident_id);
  if (!updated) return notFound(M.notFound);
  if (!changed) return questionFixed(updated.status);
  await recordAudit(db, callerActor(caller), {
    action: 'incident.update',
    target: target(input.incident_id),
  });
  return success(updated);
};

/** The incident and its finding go together: one transaction. */
export const deleteIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Incident>> => {
  const incident = await ownedIncident(db, caller, incidentId);
  if (!incident.ok) return incident;
  await db.transaction(async (tx) => {
    await softDeleteIncident(tx, incidentId);
    await softDeleteFindingsOf(tx, incidentId);
    await recordAudit(tx, callerActor(caller), {
      action: 'incident.delete',
      target: target(incidentId),
    });
  });
  return incident;
};

const assigneeOf = (caller: UserCaller, assignedTo: IncidentSearch['assigned_to']) => {
  if (assignedTo === 'me') return caller.userId;
  return assignedTo === 'none' ? null : assignedTo;
};

/**
 * A customer's list is always their own, whatever `created_by` they send, newest first unless
 * they ask otherwise; partners and admins get the queue, soonest due first.
 */
export const searchIncidents = async (db: Database, caller: UserCaller, search: IncidentSearch) => {
  const staff = seesQueue(caller);
  const { status } = search;
  return listIncidents(db, {
    q: search.q,
    limit: search.limit,
    offset: search.offset,
    createdBy: staff ? search.created_by : caller.userId,
    status: status === undefined ? undefined : Array.isArray(status) ? status : [status],
    assignedTo: assigneeOf(caller, search.assigned_to),
    customerType: search.customerType,
    countries: search.countries,
    categoriesId: search.categories_id,
    queryTypeId: search.queryType_id,
    overdue: search.overdue,
    sort: search.sort ?? (staff ? 'due' : 'newest'),
    staff,
  });
};
