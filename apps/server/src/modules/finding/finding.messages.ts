/** Rules only the server can check (they need the database); the client shows them from the reply. */
export const FINDING_MESSAGES = {
  inserted: 'Finding registered',
  updated: 'Finding updated',
  removed: 'Finding deleted',
  found: 'Finding found',
  listed: 'Findings found',
  notFound: 'Finding',
  incidentNotFound: 'Incident Request',
  exists: 'This Incident Request already has a Finding. Please update that Finding instead',
  notAuthor: 'Only the author of this Finding or an admin may change it',
  notAllowed: 'You may only view the Findings of your own Incident Requests',
  foreignFactor: (factorId: string) =>
    `Factor ${factorId} is not a Factor of this Incident Request's category`,
} as const;
