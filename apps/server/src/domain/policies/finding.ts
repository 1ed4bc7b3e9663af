import { hasRole, isStaff, type UserCaller as Caller } from '../caller.js';
import { INCIDENT_REFUSALS } from './incident.js';
import { refuse, type Verdict } from './policy.js';
import {
  mayWorkOn,
  readsRequest,
  workVerdict,
  type HeldFacts as Held,
  type RequestFacts as Request,
} from './request.js';

export const FINDING_REFUSALS = {
  notYours: 'You may only view the Findings of your own Incident Requests',
  draftsForStaff: 'Only analysts may read unpublished answers',
  notHolder: 'Only the analyst holding this Incident Request or an admin may change its Finding',
  published: 'A published answer cannot be removed. Publish a correction as a new revision instead',
} as const;
const R = FINDING_REFUSALS;

/** The finding on a request: its facts and whether a revision of it was ever published. */
export interface FindingFacts extends Held {
  published: boolean;
}

/**
 * A request's answer (docs/rules/incidents.md, "Findings" and "Drafts, publication and
 * revisions"): only the analyst holding the request, or an admin, writes it; drafts are the
 * analysts' alone; a published revision is history.
 */
export const findingPolicy = {
  /** The published answer: whoever reads the request (incident.ts `read`). */
  read: (caller: Caller, request: Request): Verdict =>
    readsRequest(caller, request) || refuse('forbidden', R.notYours),

  /** Every request's findings at once (country levels, dashboards): the staff. */
  readEvery: (caller: Caller): Verdict => isStaff(caller) || refuse('forbidden', R.notYours),

  /** The working copy, unpublished changes included: never the request's owner. */
  readDraft: (caller: Caller): Verdict => isStaff(caller) || refuse('forbidden', R.draftsForStaff),

  /** The first answer; while another analyst holds the request, only an admin answers over them. */
  insert: (caller: Caller, request: Held): Verdict =>
    workVerdict(caller, request, refuse('conflict', INCIDENT_REFUSALS.heldByOther)),

  update: (caller: Caller, request: Held): Verdict =>
    workVerdict(caller, request, refuse('forbidden', R.notHolder)),

  /** The holder may drop an unpublished draft; only an admin removes a published answer. */
  remove: (caller: Caller, finding: FindingFacts): Verdict => {
    if (hasRole(caller, 'admin')) return true;
    if (!mayWorkOn(caller, finding)) return refuse('forbidden', R.notHolder);
    return !finding.published || refuse('conflict', R.published);
  },
};
