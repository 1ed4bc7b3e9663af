/** Business constants of the product (docs/rules/screens.md) and the limits of docs/security.md. */

export const PASSWORD_RULES = {
  minLength: 8,
  minLowercase: 1,
  minUppercase: 1,
  minNumbers: 1,
  minSymbols: 1,
} as const;
/** Accept long passphrases (docs/security.md), but bound the work argon2 is asked to do. */
export const PASSWORD_MAX_LENGTH = 128;

export const OTP_LENGTH = 4;
export const BANNER_TIMEOUT_MS = 4000;
export const ARTICLE_EXCERPT_LENGTH = 200;

export const CUSTOMER_TYPES = ['Citizen', 'Corporate', 'Government', 'Global'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const DEFAULT_CUSTOMER_TYPE: CustomerType = 'Global';

/** The product shows four levels; the API adds 'Low Risk' (docs/rules/news.md) (shown with the success colour). */
export const RISK_LEVELS = ['Severe', 'High Risk', 'Medium Risk', 'Risk', 'Low Risk'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const FINDING_STATUSES = ['Green', 'Yellow', 'Red'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

export const INCIDENT_STATUSES = ['Submitted', 'In review', 'Answered'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const API_TIMEOUT_MS = 50_000;
export const REHYDRATE_TIMEOUT_MS = 5000;

export const TYPEAHEAD = {
  maxResults: 100,
  maxHeight: '300px',
  paginationText: 'Display additional results...',
  emptyLabel: 'No matches found.',
} as const;

/** How long a section opening or closing animates (the password rules). */
export const COLLAPSE_TIMEOUT_MS = 300;
// The layout breakpoints (xs 0 ... xxl 1400 px) live where the layout is made: apps/web's
// bootstrap.scss ($grid-breakpoints); no TypeScript reads them.

export const LANDING_CLAIMS = [
  { value: '50+', label: 'countries' },
  { value: '99%', label: 'accuracy' },
  { value: '24/7', label: 'coverage' },
] as const;

export const CONSULTING_AREAS = [
  'Risk Assessment',
  'Military Conflicts',
  'Elections & Stability',
  'Resource Control',
  'Border Disputes',
  'Cybersecurity',
  'Terrorism',
  'Trade Policy',
] as const;

/** Maximum lengths of text fields (docs/security.md). */
export const MAX_LENGTH = {
  name: 200,
  code: 200,
  icon: 200,
  about: 2000,
  query: 4000,
  response: 4000,
  title: 500,
  url: 2000,
  content: 20_000,
  search: 200,
  phone: 30,
  token: 512,
  summary: 4000,
  message: 4000,
} as const;

export const PAGE = { defaultLimit: 100, maxLimit: 500 } as const;
/** A conversation's page: every message reachable, a screenful at a time (docs/api.md). */
export const MESSAGE_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** Hours an analyst has to answer, by customer type, until an admin changes them (`sla/update`). */
export const SLA_DEFAULT_HOURS: Record<CustomerType, number> = {
  Government: 24,
  Corporate: 48,
  Global: 48,
  Citizen: 72,
};
export const SLA_HOURS = { min: 1, max: 720 } as const;

/** How a queue is ordered: `due` (soonest due first, unanswered before answered), `newest`, `oldest`. */
export const INCIDENT_SORTS = ['due', 'newest', 'oldest'] as const;
export type IncidentSort = (typeof INCIDENT_SORTS)[number];

/** Which of a customer's requests a list shows: those they filed, or those filed for their company. */
export const INCIDENT_SCOPES = ['mine', 'company'] as const;
export type IncidentScope = (typeof INCIDENT_SCOPES)[number];

export const NOTIFICATION_KINDS = [
  'answered',
  'updated',
  'message',
  'assigned',
  'stale',
  'watch',
  'exposure',
  'webhook',
  'sla',
  'proposal',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Who wrote a message on a request, as the thread shows it. */
export const MESSAGE_AUTHOR_ROLES = ['customer', 'partner', 'admin'] as const;
export type MessageAuthorRole = (typeof MESSAGE_AUTHOR_ROLES)[number];

/** How far back trends reach (docs/rules/trends.md). */
export const TRENDS = {
  /** Daily scores are kept two years; older ones are pruned. */
  keepDays: 730,
  /** The country page's chart. */
  chartDays: 90,
  /** The sparkline beside each country of the list. */
  sparklineDays: 30,
  /** "Rising fastest this week": the change over this many days. */
  risingDays: 7,
} as const;
