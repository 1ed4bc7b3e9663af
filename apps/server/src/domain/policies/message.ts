import { hasRole, type UserCaller as Caller } from '../caller.js';
import { INCIDENT_REFUSALS } from './incident.js';
import { refuse, type Verdict } from './policy.js';
import { isOwner, mayWorkOn, type RequestFacts as Request } from './request.js';

export const MESSAGE_REFUSALS = {
  notHolder: 'Only the analyst working on this Incident Request or an admin may write on it',
} as const;

/**
 * The conversation on a request (docs/rules/incidents.md, "Conversation"). Whoever reads the
 * request reads its thread (`read` in incident.ts).
 */
export const messagePolicy = {
  /**
   * The owner always writes on their own request; a partner on a free one or the one they hold;
   * once someone holds it, only they and the admins do.
   */
  post: (caller: Caller, request: Request): Verdict => {
    if (isOwner(caller, request) || mayWorkOn(caller, request)) return true;
    return hasRole(caller, 'partner')
      ? refuse('forbidden', MESSAGE_REFUSALS.notHolder)
      : refuse('forbidden', INCIDENT_REFUSALS.notYours);
  },
};
