/** Business constants of spec §9 and the limits of DESIGN §3. */

export const PASSWORD_RULES = {
  minLength: 8,
  minLowercase: 1,
  minUppercase: 1,
  minNumbers: 1,
  minSymbols: 1,
} as const;
/** DESIGN §3: accept long passphrases, but bound the work argon2 is asked to do. */
export const PASSWORD_MAX_LENGTH = 128;

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

export const OTP_LENGTH = 4;
export const BANNER_TIMEOUT_MS = 4000;
export const ARTICLE_EXCERPT_LENGTH = 200;

export const CUSTOMER_TYPES = ['Citizen', 'Corporate', 'Government', 'Global'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const DEFAULT_CUSTOMER_TYPE: CustomerType = 'Global';

/** Spec §9 lists four levels; DESIGN §2 adds 'Low Risk' (shown with the success colour). */
export const RISK_LEVELS = ['Severe', 'High Risk', 'Medium Risk', 'Risk', 'Low Risk'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const FINDING_STATUSES = ['Green', 'Yellow', 'Red'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

export const INCIDENT_STATUSES = ['Submitted', 'Answered'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const API_TIMEOUT_MS = 50_000;
export const CURRENCY_API_TIMEOUT_MS = 10_000;
export const REHYDRATE_TIMEOUT_MS = 5000;

export const TYPEAHEAD = {
  maxResults: 100,
  maxHeight: '300px',
  paginationText: 'Display additional results...',
  emptyLabel: 'No matches found.',
} as const;

export const COLLAPSE_TIMEOUT_MS = 300;
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

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

/** Maximum lengths of text fields (DESIGN §3). */
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
} as const;

export const PAGE = { defaultLimit: 100, maxLimit: 500 } as const;
