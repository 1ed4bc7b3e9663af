import { hasRole, type UserCaller as Caller } from '../caller.js';
import { refuse, type Verdict } from './policy.js';

/** Categories, factors, query types and articles (docs/rules/reference-data.md). */
export const referencePolicy = {
  /** Switched-off records stay visible to admins only, so they can switch them back on. */
  readInactive: (caller: Caller): Verdict =>
    hasRole(caller, 'admin') || refuse('forbidden', 'Only admins see inactive records'),
};
