import { PROPOSAL_TEXTS, type Incident } from '@georisk/contract';
import { firmIdOf } from '../../db/quote-state.js';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { excerpt } from '../../domain/excerpt.js';
import { authorize, can, INCIDENT_REFUSALS } from '../../domain/policies/index.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import { notify } from '../notification/index.js';
import { INCIDENT_MESSAGES, WORKFLOW_MESSAGES as M } from './incident.messages.js';
import { factsOf, incidentFor, withCallerFirm } from './incident.service.js';
import { callerActor, recordAudit } from '../audit/index.js';
import {
  assignIncident,
  findPartner,
  markPublished,
  markUnanswered,
  releaseClaimsOf,
  setUnreadMessages,
  unassignIncident,
} from './incident-workflow.repository.js';

/** A company's request's events belong to its company's trail (docs/rules/audit.md). */
const companyOf = (incident: Incident) => incident.company?.company_id ?? null;

const reread = async (db: Database, caller: UserCaller, incidentId: string) => {
  const incident = await incidentFor(db, caller, incidentId);
  return incident ? success(incident) : notFound(INCIDENT_MESSAGES.notFound);
};

/** 409 when another analyst holds it; an admin takes it over (docs/rules/incidents.md#workflow). */
export const claimIncident = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Incident>> => {
  const takeOver = can(caller, 'takeOver', { kind: 'incident' });
  // One conditional UPDATE decides, so two analysts claiming at once cannot both win.
  if (await assignIncident(db, incidentId, caller.userId, takeOver)) {
    const claimed = await reread(db, caller, incidentId);
    await recordAudit(db, callerActor(caller), {
      action: 'incident.claim',
      target: { kind: 'incident', id: incidentId },
      companyId: claimed.ok ? companyOf(claimed.value) : null,
    });
    return claimed;
  }
  const incident = await incidentFor(db, caller, incidentId);
  if (!incident) return notFound(INCIDENT_MESSAGES.notFound);
  const facts = factsOf(incident);
  const quote = await withCallerFirm(db, caller, facts.quote);
  const allowed = authorize(caller, 'claim', { kind: 'incident', ...facts, quote });
  return allowed.ok ? failure('conflict', INCIDENT_REFUSALS.heldByOther) : allowed;
};

/** On quote, only a partner of the quoted firm, and not before a proposal is accepted. */
const quotedTo = async (
  db: Database,
  incident: Incident,
  userId: string,
): Promise<Result<void>> => {
  const firm = incident.quote?.firm;
  if (incident.quote && !firm) return failure('conflict', PROPOSAL_TEXTS.awaitingQuote);
  if (firm && (await firmIdOf(db, userId)) !== firm.partner_firm_id) {
    return failure('invalid', M.notQuotedFirm(firm.name));
  }
  return success(undefined);
};

/** An admin gives the request to a partner, who is notified. */
export const assignIncidentTo = async (
  db: Database,
  caller: UserCaller,
  input: { incident_id: string; user_id: string },
): Promise<Result<Incident>> => {
  const assigned = await transactionResult(db, async (tx) => {
    if (!(await findPartner(tx, input.user_id))) return failure('invalid', M.notPartner);
    const incident = await incidentFor(tx, caller, input.incident_id);
    if (!incident) return notFound(INCIDENT_MESSAGES.notFound);
    const quoted = await quotedTo(tx, incident, input.user_id);
    if (!quoted.ok) return quoted;
    await assignIncident(tx, input.incident_id, input.user_id, true);
    await recordAudit(tx, callerActor(caller), {
      action: 'incident.assign',
      target: { kind: 'incident', id: input.incident_id },
      companyId: companyOf(incident),
      detail: { assigned_to: input.user_id },
    });
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
  const incident = await incidentFor(db, caller, incidentId);
  if (!incident) return notFound(INCIDENT_MESSAGES.notFound);
  const allowed = authorize(caller, 'release', { kind: 'incident', ...factsOf(incident) });
  if (!allowed.ok) return allowed;
  await unassignIncident(db, incidentId);
  await recordAudit(db, callerActor(caller), {
    action: 'incident.release',
    target: { kind: 'incident', id: incidentId },
    companyId: companyOf(incident),
  });
  return reread(db, caller, incidentId);
};

/*
 * What other modules change on a request inside their own transactions (a finding's
 * publication, a message, an account losing its staff role). Each takes the caller's transaction.
 */

/** Saving an answer claims the request for its analyst when nobody holds it. */
export const claimForAnswer = (tx: Database, incidentId: string, userId: string) =>
  assignIncident(tx, incidentId, userId, false);

/** The request is Answered at this revision, with these counts. */
export const recordPublication = markPublished;

/** The answer was withdrawn: the request is back in the queue, unassigned, for a fresh answer. */
export const reopenIncident = markUnanswered;

/** The queue's "unread message" mark: set by the owner's message, cleared when an analyst reads. */
export const markUnread = setUnreadMessages;

/**
 * An account that can no longer answer (demoted or disabled) holds nothing: its requests go back
 * to the queue at once (DESIGN rule: reassigning, demoting or disabling releases its claims).
 */
export const releaseClaims = releaseClaimsOf;
