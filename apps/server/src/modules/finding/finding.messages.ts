/** Rules only the server can check (they need the database); the client shows them from the reply. */
export const FINDING_MESSAGES = {
  inserted: 'Finding registered',
  updated: 'Finding updated',
  /** A draft is not an answer: it is kept for the analyst, and its save says just that. */
  draftSaved: 'Draft saved',
  removed: 'Finding deleted',
  found: 'Finding found',
  listed: 'Findings found',
  notFound: 'Finding',
  incidentNotFound: 'Incident Request',
  exists: 'This Incident Request already has a Finding. Please update that Finding instead',
  historyListed: 'Finding revisions found',
  answeredText: (query: string) => `Your Incident Request was answered: "${query}"`,
  updatedText: (query: string) => `The answer to your Incident Request was updated: "${query}"`,
  foreignFactor: (factorId: string) =>
    `Factor ${factorId} is not a Factor of this Incident Request's category`,
} as const;
