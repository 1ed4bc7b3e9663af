import type { Incident, incidentFormSchema, incidentSearchSchema } from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.js';
import { hasRole, type UserCaller } from '../../plugins/access.js';
import { INCIDENT_MESSAGES as M } from './incident.messages.js';
import {
  findIncident,
  findQueryTypeForIncident,
  insertIncident,
  removeIncident,
  updateUnansweredIncident,
} from './incident.repository.js';
import { listIncidents } from './incident-list.repository.js';

type IncidentInput = z.output<typeof incidentFormSchema>;
type IncidentSearch = z.output<typeof incidentSearchSchema>;

/** Partners answer incidents and admins oversee them, so both read every incident. */
export const isStaff = (caller: UserCaller) =>
  hasRole(caller, 'partner') || hasRole(caller, 'admin');

export const canReadIncident = (caller: UserCaller, ownerId: string) =>
  caller.userId === ownerId || isStaff(caller);

/** A live incident the caller may read: 404 when missing or deleted, 403 when someone else's. */
export const readableIncident = async (db: Database, caller: UserCaller, incidentId: string) => {
  const incident = await findIncident(db, incidentId);
  if (!incident) throw notFound(M.notFound);
  if (!canReadIncident(caller, incident.created_by)) throw forbidden(M.notAllowed);
  return incident;
};

/** Only the author edits or deletes; staff read but never rewrite someone's request. */
const ownedIncident = async (db: Database, caller: UserCaller, incidentId: string) => {
  const incident = await findIncident(db, incidentId);
  if (!incident) throw notFound(M.notFound);
  if (incident.created_by !== caller.userId) throw forbidden(M.notOwner);
  return incident;
};

/** The query type must be live, active and offered to the customer type the user chose. */
const checkQueryType = async (db: Database, input: IncidentInput) => {
  const queryType = await findQueryTypeForIncident(db, input.queryType_id);
  if (!queryType || !queryType.is_active) throw invalid(M.queryTypeUnavailable);
  if (queryType.customerType !== input.customerType) {
    throw invalid(M.queryTypeOtherCustomer(input.customerType));
  }
};

const valuesOf = (input: IncidentInput) => ({
  query: input.query,
  queryTypeId: input.queryType_id,
  customerType: input.customerType,
});

export const createIncident = async (
  db: Database,
  caller: UserCaller,
  input: IncidentInput,
): Promise<Incident> => {
  await checkQueryType(db, input);
  const id = await insertIncident(db, { ...valuesOf(input), createdBy: caller.userId });
  const created = await findIncident(db, id);
  if (!created) throw new Error('incident vanished after insert');
  return created;
};

export const changeIncident = async (
  db: Database,
  caller: UserCaller,
  input: IncidentInput & { incident_id: string },
): Promise<Incident> => {
  const current = await ownedIncident(db, caller, input.incident_id);
  // The finding answers the question as it was asked; rewording it afterwards would orphan it.
  if (current.status === 'Answered') throw conflict(M.answered);
  await checkQueryType(db, input);
  // Checked again in the UPDATE itself: a partner may have answered since the read above.
  const changed = await updateUnansweredIncident(db, input.incident_id, valuesOf(input));
  const updated = await findIncident(db, input.incident_id);
  if (!updated) throw notFound(M.notFound);
  if (!changed) throw conflict(M.answered);
  return updated;
};

export const deleteIncident = async (db: Database, caller: UserCaller, incidentId: string) => {
  const incident = await ownedIncident(db, caller, incidentId);
  await removeIncident(db, incidentId);
  return incident;
};

/** A customer's list is always their own, whatever `created_by` they send. */
export const searchIncidents = (db: Database, caller: UserCaller, search: IncidentSearch) =>
  listIncidents(db, {
    ...search,
    createdBy: isStaff(caller) ? search.created_by : caller.userId,
  });
