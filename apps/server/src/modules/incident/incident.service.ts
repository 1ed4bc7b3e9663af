import type { Incident, incidentFormSchema, incidentSearchSchema } from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { failure, notFound, success, type Failure, type Result } from '../../domain/result.js';
import { hasRole, type UserCaller } from '../../plugins/access.js';
import { INCIDENT_MESSAGES as M } from './incident.messages.js';
import {
  findIncident,
  findIncidentOwner,
  findQueryTypeForIncident,
  insertIncident,
  softDeleteFindingsOf,
  softDeleteIncident,
  updateSubmittedIncident,
} from './incident.repository.js';
import { listIncidents } from './incident-list.repository.js';
import { slaHoursFor } from '../sla/index.js';

type IncidentInput = z.output<typeof incidentFormSchema>;
type IncidentSearch = z.output<typeof incidentSearchSchema>;

/** Partners answer incidents and admins oversee them, so both read every incident. */
export const isStaff = (caller: UserCaller) =>
  hasRole(caller, 'partner') || hasRole(caller, 'admin');

export const canReadIncident = (caller: UserCaller, ownerId: string) =>
  caller.userId === ownerId || isStaff(caller);

/** Who filed it and the unread-message mark are for the analysts' queue, not for customers. */
export const shownTo = (caller: UserCaller, incident: Incident): Incident => {
  if (isStaff(caller)) return incident;
  const { owner: _owner, unread_messages: _unread, ...shown } = incident;
  return shown;
};

/** A live incident the caller may read: not found when missing or deleted, forbidden when someone else's. */
export const readableIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Incident>> => {
  const incident = await findIncident(db, incidentId);
  if (!incident) return notFound(M.notFound);
  if (!canReadIncident(caller, incident.created_by)) return failure('forbidden', M.notAllowed);
  return success(shownTo(caller, incident));
};

/**
 * The same refusals as `readableIncident`, for callers that need only the permission (a report,
 * its history): one indexed lookup of the owner instead of the whole incident.
 */
export const mayReadIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<void>> => {
  const owner = await findIncidentOwner(db, incidentId);
  if (owner === null) return notFound(M.notFound);
  if (!canReadIncident(caller, owner)) return failure('forbidden', M.notAllowed);
  return success(undefined);
};

/** Only the author edits or deletes; staff read but never rewrite someone's request. */
const ownedIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Incident>> => {
  const incident = await findIncident(db, incidentId);
  if (!incident) return notFound(M.notFound);
  if (incident.created_by !== caller.userId) return failure('forbidden', M.notOwner);
  return success(incident);
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
  const created = await findIncident(db, id);
  if (!created) throw new Error('incident vanished after insert');
  return success(shownTo(caller, created));
};

/**
 * The question is everything the analyst assesses: the text, the query type (and so its category),
 * who asks (customer type) and where (countries, in any order).
 */
const sameQuestion = (incident: Incident, input: IncidentInput) =>
  incident.query === input.query &&
  incident.queryType_id === input.queryType_id &&
  incident.customerType === input.customerType &&
  [...incident.countries].sort().join() === [...input.countries].sort().join();

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
  if (sameQuestion(current.value, input)) return success(shownTo(caller, current.value));
  if (current.value.status !== 'Submitted') return questionFixed(current.value.status);
  const refused = await refusedQueryType(db, input);
  if (refused) return refused;
  // Checked again in the UPDATE itself: an analyst may have claimed it since the read above.
  const changed = await updateSubmittedIncident(db, input.incident_id, valuesOf(input));
  const updated = await findIncident(db, input.incident_id);
  if (!updated) return notFound(M.notFound);
  if (!changed) return questionFixed(updated.status);
  return success(shownTo(caller, updated));
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
  });
  return success(shownTo(caller, incident.value));
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
  const staff = isStaff(caller);
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
