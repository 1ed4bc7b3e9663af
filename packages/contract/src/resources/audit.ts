import { z } from 'zod';
import { listReplyWith, replyWith } from '../envelope.js';
import { id, paging } from '../fields.js';
import { MESSAGES } from '../messages.js';

/**
 * The audit trail (DESIGN section 12, docs/rules/audit.md): append-only events, each chained to
 * the one before by a hash, so an edited or deleted row is found by `audit/verify`.
 */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.session_revoke',
  'auth.mfa',
  'auth.mfa_failed',
  'auth.mfa_recovery_used',
  'auth.mfa_enrol',
  'auth.mfa_disable',
  'auth.passkey_add',
  'auth.passkey_remove',
  'company.require_mfa',
  'company.sso',
  'auth.sso_login',
  'auth.sso_failed',
  'password.change',
  'password.reset',
  'user.disable',
  'user.enable',
  'user.role',
  'profile.update',
  'profile.unsubscribe',
  'incident.create',
  'incident.update',
  'incident.delete',
  'incident.claim',
  'incident.assign',
  'incident.release',
  'finding.publish',
  'finding.remove',
  'message.post',
  'file.upload',
  'file.remove',
  'company.create',
  'company.update',
  'member.invite',
  'member.join',
  'member.role',
  'member.remove',
  'member.leave',
  'company.migrate',
  'settings.sla',
  'feed.create',
  'feed.update',
  'feed.delete',
  'rule.create',
  'rule.delete',
  'branch.create',
  'branch.update',
  'branch.delete',
  'branch.import',
  'branch.export',
  'alert.create',
  'alert.acknowledge',
  'alert.dismiss',
  'alert.escalate',
  'watchlist.add',
  'watchlist.remove',
  'traveller.create',
  'traveller.update',
  'traveller.delete',
  'trip.create',
  'trip.update',
  'trip.delete',
  'trip.import',
  'trip.approve',
  'trip.reject',
  'trip.settings',
  'advisory.upsert',
  'advisory.delete',
  'checkin.start',
  'checkin.remind',
  'checkin.respond',
  'checkin.close',
  'checkin.export',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.rotate',
  'webhook.disable',
  'api_token.create',
  'api_token.revoke',
  'category.create',
  'category.update',
  'category.delete',
  'factor.create',
  'factor.update',
  'factor.delete',
  'queryType.create',
  'queryType.update',
  'queryType.delete',
  'article.create',
  'article.update',
  'article.delete',
  'article.verify',
  'audit.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the audit screen names each action; every action has one. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in refused',
  'auth.logout': 'Signed off',
  'auth.session_revoke': 'Session revoked',
  'auth.mfa': 'Second factor accepted',
  'auth.mfa_failed': 'Second factor refused',
  'auth.mfa_recovery_used': 'Recovery code used',
  'auth.mfa_enrol': 'Two-step sign-in turned on',
  'auth.mfa_disable': 'Two-step sign-in turned off',
  'auth.passkey_add': 'Passkey added',
  'auth.passkey_remove': 'Passkey removed',
  'company.require_mfa': 'Two-step sign-in requirement changed',
  'company.sso': 'Single sign-on settings changed',
  'auth.sso_login': 'Signed in with single sign-on',
  'auth.sso_failed': 'Single sign-on refused',
  'password.change': 'Password changed',
  'password.reset': 'Password reset',
  'user.disable': 'Account disabled',
  'user.enable': 'Account enabled',
  'user.role': 'Roles changed',
  'profile.update': 'Profile updated',
  'profile.unsubscribe': 'Digest e-mails switched off by the unsubscribe link',
  'incident.create': 'Request filed',
  'incident.update': 'Request changed',
  'incident.delete': 'Request deleted',
  'incident.claim': 'Request claimed',
  'incident.assign': 'Request assigned',
  'incident.release': 'Request released',
  'finding.publish': 'Answer published',
  'finding.remove': 'Published answer removed',
  'message.post': 'Message written',
  'file.upload': 'File attached',
  'file.remove': 'File removed',
  'company.create': 'Company created',
  'company.update': 'Company changed',
  'member.invite': 'Member invited',
  'member.join': 'Invitation accepted',
  'member.role': 'Member role changed',
  'member.remove': 'Member removed',
  'member.leave': 'Member left',
  'company.migrate': 'Users moved into a company',
  'settings.sla': 'Service level changed',
  'feed.create': 'Feed source added',
  'feed.update': 'Feed source changed',
  'feed.delete': 'Feed source deleted',
  'rule.create': 'Keyword rule added',
  'rule.delete': 'Keyword rule deleted',
  'branch.create': 'Branch added',
  'branch.update': 'Branch changed',
  'branch.delete': 'Branch deleted',
  'branch.import': 'Branches imported',
  'branch.export': 'Branches exported',
  'alert.create': 'Exposure alert raised',
  'alert.acknowledge': 'Exposure alert acknowledged',
  'alert.dismiss': 'Exposure alert dismissed',
  'alert.escalate': 'Exposure alert escalated',
  'watchlist.add': 'Country added to the company watchlist',
  'watchlist.remove': 'Country removed from the company watchlist',
  'traveller.create': 'Traveller added',
  'traveller.update': 'Traveller changed',
  'traveller.delete': 'Traveller deleted',
  'trip.create': 'Trip added',
  'trip.update': 'Trip changed',
  'trip.delete': 'Trip deleted',
  'trip.import': 'Trips imported',
  'trip.approve': 'Trip approved',
  'trip.reject': 'Trip rejected',
  'trip.settings': 'Trip approval level changed',
  'advisory.upsert': 'Advisory saved',
  'advisory.delete': 'Advisory deleted',
  'checkin.start': 'Check-in started',
  'checkin.remind': 'Check-in reminders sent',
  'checkin.respond': 'Check-in answered',
  'checkin.close': 'Check-in closed',
  'checkin.export': 'Check-in exported',
  'webhook.create': 'Webhook added',
  'webhook.update': 'Webhook changed',
  'webhook.delete': 'Webhook removed',
  'webhook.rotate': 'Webhook secret renewed',
  'webhook.disable': 'Webhook switched off after failures',
  'api_token.create': 'API token created',
  'api_token.revoke': 'API token revoked',
  'category.create': 'Category added',
  'category.update': 'Category changed',
  'category.delete': 'Category deleted',
  'factor.create': 'Factor added',
  'factor.update': 'Factor changed',
  'factor.delete': 'Factor deleted',
  'queryType.create': 'Query type added',
  'queryType.update': 'Query type changed',
  'queryType.delete': 'Query type deleted',
  'article.create': 'Article added',
  'article.update': 'Article changed',
  'article.delete': 'Article deleted',
  'article.verify': 'Article verification set',
  'audit.export': 'Audit trail exported',
};

export const AUDIT_MESSAGES = {
  invalidAction: 'Please choose an action from the list',
  invalidPeriod: 'Please give dates as ISO date-times, the start before the end',
} as const;

const when = z.iso.datetime({ offset: true, error: AUDIT_MESSAGES.invalidPeriod });

/** What the trail is filtered by, for a page (audit/list) and for the CSV (audit/export). */
const auditFilterFields = {
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.invalidAction }).optional(),
  actor_user_id: id().optional(),
  target_id: z.string().trim().max(100, { error: MESSAGES.invalidId }).optional(),
  from: when.optional(),
  to: when.optional(),
};
const periodInOrder = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const periodRule = { error: AUDIT_MESSAGES.invalidPeriod, path: ['to'] };

/** Filters and paging, newest first. */
export const auditListSchema = z
  .object({ ...auditFilterFields, limit: paging.limit, offset: paging.offset })
  .refine(periodInOrder, periodRule);
/** The same filters, every matching event: the CSV of audit/export. */
export const auditExportSchema = z.object(auditFilterFields).refine(periodInOrder, periodRule);
export type AuditFilter = z.output<typeof auditExportSchema>;
export type AuditPageFilter = z.output<typeof auditListSchema>;

export const auditEvent = z.object({
  event_id: z.string(),
  at: z.string(),
  actor_user_id: z.string().nullable(),
  /** The actor's e-mail as it was when the event happened (the account may change later). */
  actor_email: z.string().nullable(),
  company_id: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditListReply = listReplyWith('audit', auditEvent);

export const auditVerifySchema = z.object({});
/** `ok` false names the first row whose hash no longer follows from the rows before it. */
export const auditVerdict = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  broken_at: z.string().nullable(),
});
export type AuditVerdict = z.infer<typeof auditVerdict>;
export const auditVerifyReply = replyWith('audit', auditVerdict);

/** audit/export answers `text/csv` with these columns, in this order (docs/rules/audit.md). */
export const AUDIT_CSV_COLUMNS = [
  'event_id',
  'at',
  'actor_user_id',
  'actor_email',
  'company_id',
  'ip',
  'action',
  'target_kind',
  'target_id',
  'detail',
] as const;
