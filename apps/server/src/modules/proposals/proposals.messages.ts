import { PROPOSAL_TEXTS } from '@georisk/contract';

/** The proposals module's replies and notifications (docs/rules/proposals.md). */
export const PROPOSAL_MESSAGES = {
  ...PROPOSAL_TEXTS,
  requestNotFound: 'Incident Request',
  proposal: 'Proposal',
  listed: 'Proposals',
  requestsListed: 'Requests awaiting quotes',
  received: (firm: string, credits: number, hours: number, query: string) =>
    `${firm} proposes to answer "${query}" for ${credits} credits within ${hours} hours`,
  acceptedText: (query: string) =>
    `Your firm's proposal was accepted: "${query}" is now yours to answer`,
  rejectedText: (query: string) => `Your firm's proposal on "${query}" was rejected`,
  closedText: (query: string) =>
    `Another firm's proposal was accepted for "${query}"; your firm's proposal is closed`,
} as const;
