/** What the audit routes say (docs/rules/audit.md). */
export const AUDIT_REPLIES = {
  listed: 'Audit events loaded',
  intact: 'The audit trail is intact',
  broken: 'The audit trail was changed: the first altered row is named',
} as const;
