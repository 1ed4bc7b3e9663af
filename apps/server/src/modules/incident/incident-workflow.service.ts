import type { Incident } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { excerpt } from '../../domain/excerpt.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import { hasRole, type UserCaller } from '../../plugins/access.js';
import { notify } from '../notification/index.js';
import { INCIDENT_MESSAGES, WORKFLOW_MESSAGES as M } from './incident.messages.js';
import { findIncident } from './incident.repository.js';
import { shownTo } from './incident.service.js';
import { assignIncident, findPartner, unassignIncident } from './incident-workflow.repository.js';

const reread = async (db: Database, caller: UserCaller, incidentId: string) => {
  const incident = await findIncident(db, incidentId);
  return incident ? success(shownTo(caller, incident)) : notFound(INCIDENT_MESSAGES.notFound);
};

/** 409 when another analyst holds it; an admin takes it over (docs/rules/incidents.md#workflow). */
export const claimIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Incident>> => {
  const takeOver = hasRole(caller, 'admin');
  if (await assignIncident(db, incidentId, caller.userId, takeOver)) {
    return reread(db, caller, incidentId);
  }
  const incident = await findIncident(db, incidentId);
  return incident ? failure('conflict', M.heldByOther) : notFound(INCIDENT_MESSAGES.notFound);
};

/** An admin gives the request to a partner, who is notified. */
export const assignIncidentTo = async (
  db: Database,
  caller: UserCaller,
  input: { incident_id: string; user_id: string },
): Promise<Result<Incident>> => {
  const assigned = await transactionResult(db, async (tx) => {
    if (!(await findPartner(tx, input.user_id))) return failure('invalid', M.notPartner);
    const incident = await findIncident(tx, input.incident_id);
    if (!incident) return notFound(INCIDENT_MESSAGES.notFound);
    await assignIncident(tx, input.incident_id, input.user_id, true);
    if (input.user_id !== caller.userId && incident.assigned_to !== input.user_id) {
      await notify(tx, {
        userId: input.user_id,
        kind: 'assigned',
        incidentId: input.incident_id,
        text: M.assignedText(excerpt(incident.query, 120)),
      });
    }
    return success(input.incident_id);
  });
  return assigned.ok ? reread(db, caller, assigned.value) : assigned;
};

/** The holder (or an admin) gives it back to the queue. */
export const releaseIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Incident>> => {
  const incident = await findIncident(db, incidentId);
  if (!incident) return notFound(INCIDENT_MESSAGES.notFound);
  const holder = incident.assigned_to === caller.userId;
  if (!holder && !hasRole(caller, 'admin')) return failure('forbidden', M.notHolder);
  await unassignIncident(db, incidentId);
  return reread(db, caller, incidentId);
};
