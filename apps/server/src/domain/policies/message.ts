import { hasRole, type UserCaller as Caller } from '../caller.js';
import { INCIDENT_REFUSALS } from './incident.js';
import { refuse, type Verdict } from './policy.js';
import {
  inCompany,
  isOwner,
  mayWorkOn,
  writesForCompanyOf,
  type RequestFacts as Request,
} from './request.js';

export const MESSAGE_REFUSALS = {
  notHolder: 'Only the analyst working on this Incident Request or an admin may write on it',
  viewer: "Viewers read their company's Incident Requests but cannot write on them",
} as const;

/**
 * The conversation on a request (docs/rules/incidents.md, "Conversation"). Whoever reads the
 * request reads its thread (`read` in incident.ts).
 */
export const messagePolicy = {
  /**
   * The owner always writes on their own request, and the members of its company (not its viewers)
   * on a company's; a partner on a free one or the one they hold; once someone holds it, only they
   * and the admins do.
   */
  post: (caller: Caller, request: Request): Verdict => {
    if (isOwner(caller, request) || writesForCompanyOf(request) || mayWorkOn(caller, request)) {
      return true;
    }
    if (hasRole(caller, 'partner')) return refuse('forbidden', MESSAGE_REFUSALS.notHolder);
    return inCompany(request)
      ? refuse('forbidden', MESSAGE_REFUSALS.viewer)
      : refuse('forbidden', INCIDENT_REFUSALS.notYours);
  },
};
