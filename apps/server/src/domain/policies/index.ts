/**
 * Who may do what, in one place (docs/architecture.md, "Access"): `authorize(caller, action,
 * resource)` answers a Result a service returns as it is; `can` asks the same question where a
 * refusal only changes what is shown. The rules of each resource live in one file each.
 */
import type { UserCaller } from '../caller.js';
import { success, type Result } from '../result.js';
import { alertPolicy } from './alert.js';
import { apiTokenPolicy } from './api-token.js';
import { branchPolicy } from './branch.js';
import { auditPolicy } from './audit.js';
import { companyPolicy } from './company.js';
import { creditsPolicy } from './credits.js';
import { findingPolicy } from './finding.js';
import { incidentPolicy } from './incident.js';
import { messagePolicy } from './message.js';
import { partnerFirmPolicy } from './partner-firm.js';
import { proposalPolicy } from './proposal.js';
import type { Verdict } from './policy.js';
import { referencePolicy } from './reference.js';
import { routePolicy } from './route.js';
import { schedulePolicy } from './schedule.js';
import { userPolicy } from './user.js';
import { webhookPolicy } from './webhook.js';

const POLICIES = {
  incident: incidentPolicy,
  finding: findingPolicy,
  message: messagePolicy,
  reference: referencePolicy,
  user: userPolicy,
  company: companyPolicy,
  branch: branchPolicy,
  alert: alertPolicy,
  audit: auditPolicy,
  schedule: schedulePolicy,
  route: routePolicy,
  webhook: webhookPolicy,
  apiToken: apiTokenPolicy,
  credits: creditsPolicy,
  partnerFirm: partnerFirmPolicy,
  proposal: proposalPolicy,
};
type Policies = typeof POLICIES;
export type ResourceKind = keyof Policies;
export type Action<K extends ResourceKind> = keyof Policies[K] & string;

type FactsOf<R> = R extends (caller: UserCaller, facts: infer F) => Verdict ? F : unknown;
/** The resource an action is asked about: its kind, and what that action's rule reads of it. */
export type Resource<K extends ResourceKind, A extends Action<K>> = { kind: K } & FactsOf<
  Policies[K][A]
>;

type AnyRule = (caller: UserCaller, facts: unknown) => Verdict;

export const authorize = <K extends ResourceKind, A extends Action<K>>(
  caller: UserCaller,
  action: A,
  resource: Resource<K, A>,
): Result<void> => {
  const rule = POLICIES[resource.kind][action] as AnyRule;
  const verdict = rule(caller, resource);
  return verdict === true ? success(undefined) : verdict;
};

export const can = <K extends ResourceKind, A extends Action<K>>(
  caller: UserCaller,
  action: A,
  resource: Resource<K, A>,
): boolean => authorize(caller, action, resource).ok;

export type { QuoteFacts, RequestFacts } from './request.js';
export type { FindingFacts } from './finding.js';
export { ALERT_REFUSALS } from './alert.js';
export { BRANCH_REFUSALS, type BranchOwner } from './branch.js';
export { AUDIT_REFUSALS } from './audit.js';
export { recordHome, type RecordOwner } from './company-owned.js';
export { SCHEDULE_REFUSALS } from './schedule.js';
export { COMPANY_REFUSALS, type Membership } from './company.js';
export { CREDIT_REFUSALS } from './credits.js';
export { FINDING_REFUSALS } from './finding.js';
export { INCIDENT_REFUSALS } from './incident.js';
export { MESSAGE_REFUSALS } from './message.js';
export { WEBHOOK_REFUSALS, webhookHome } from './webhook.js';
export { API_TOKEN_REFUSALS } from './api-token.js';
