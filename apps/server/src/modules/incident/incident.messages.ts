import { MESSAGES } from '@georisk/contract';

/**
 * Rules only the server can check (they need the database), so they live here rather than in the
 * contract's form schemas; the client shows them from the reply like any other message.
 */
export const INCIDENT_MESSAGES = {
  inserted: 'Incident Request registered',
  updated: 'Incident Request updated',
  removed: 'Incident Request deleted',
  found: 'Incident Request found',
  listed: 'Incident Requests found',
  notFound: 'Incident Request',
  queryTypeUnavailable: `The chosen QueryType is not available. ${MESSAGES.selectQueryType}`,
  queryTypeOtherCustomer: (customerType: string) =>
    `The chosen QueryType is not offered for ${customerType}. ${MESSAGES.selectQueryType}`,
  answered: 'This Incident Request has been answered and can no longer be changed',
  inReview: MESSAGES.questionInReview,
  noCompany: 'You do not belong to a company, so this Incident Request can only be personal',
} as const;

/** The workflow's replies (docs/rules/incidents.md#workflow). */
export const WORKFLOW_MESSAGES = {
  claimed: 'Incident Request claimed',
  assigned: 'Incident Request assigned',
  released: 'Incident Request released',
  notPartner: 'Incident Requests can only be assigned to a partner',
  notQuotedFirm: (firm: string) =>
    `This Incident Request was quoted by ${firm}; assign it to one of its partners`,
  assignedText: (query: string) => `An Incident Request was assigned to you: "${query}"`,
  awaitingQuotesText: (query: string) =>
    `A new Incident Request awaits your firm's proposal: "${query}"`,
} as const;
