import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { id, pageFields, requiredLine } from '../fields.js';
import { MESSAGES } from '../messages.js';

/**
 * API tokens (DESIGN section 17, docs/rules/api-tokens.md): a person's own (personal) or a
 * company's (made by its owners and admins), each with scopes from a closed list, shown once,
 * stored as a SHA-256 hash, expiring, revocable, sent as `Authorization: Bearer grk_...`.
 */
/** Apart from API_PATHS, as WEBHOOK_PATHS, for the landing page's budget. */
export const API_TOKEN_PATHS = {
  insert: 'token/insert',
  list: 'token/list',
  remove: 'token/remove',
} as const;

/** Every scope a token may hold; a route an API token may call declares one of them. */
export const API_TOKEN_SCOPES = [
  'read:news',
  'read:requests',
  'write:requests',
  'read:alerts',
  'manage:branches',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'read:news': 'Read news and articles',
  'read:requests': 'Read requests, their answers and messages',
  'write:requests': 'File and change requests, post messages',
  'read:alerts': 'Read exposure alerts',
  'manage:branches': 'Read and change branches',
};

export const API_TOKEN_KINDS = ['personal', 'company'] as const;
export type ApiTokenKind = (typeof API_TOKEN_KINDS)[number];

/** The expiries the screen offers; the API takes any whole number of days up to a year. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_LIMITS = {
  /** A token lives at most a year. */
  maxDays: 365,
  /** At most this many live tokens per person (personal) or per company. */
  perOwner: 50,
  /** The secret's prefix: `grk_` then 32 random bytes in base64url (43 characters). */
  prefix: 'grk_',
} as const;

export const API_TOKEN_MESSAGES = {
  name: 'Please enter a name for the token',
  scopes: 'Please choose at least one scope',
  scope: 'Please choose scopes from the list',
  kind: 'Please choose a personal or a company token',
  expiry: `Please choose an expiry of 1 to ${API_TOKEN_LIMITS.maxDays} days`,
  created: 'Token created. Copy it now: it will not be shown again',
  listed: 'Tokens found',
  revoked: 'Token revoked',
  tooMany: `At most ${API_TOKEN_LIMITS.perOwner} live tokens; revoke one first`,
  /** A route no scope opens (token management, account settings, ...). */
  notForTokens: 'API tokens cannot call this route; sign in to do this',
  missingScope: (scope: ApiTokenScope) => `This API token lacks the scope ${scope}`,
  invalid: 'This API token is unknown, expired or revoked',
} as const;

export const apiTokenScope = z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scope });

/** Keys in the order the form checks them. */
export const apiTokenFormSchema = z.object({
  name: requiredLine(API_TOKEN_MESSAGES.name, MAX_LENGTH.name, 'Name'),
  kind: z.enum(API_TOKEN_KINDS, { error: API_TOKEN_MESSAGES.kind }),
  scopes: z
    .array(apiTokenScope, { error: API_TOKEN_MESSAGES.scopes })
    .min(1, { error: API_TOKEN_MESSAGES.scopes })
    .max(API_TOKEN_SCOPES.length, { error: API_TOKEN_MESSAGES.scope })
    .transform((scopes) => [...new Set(scopes)]),
  expires_in_days: z
    .number({ error: API_TOKEN_MESSAGES.expiry })
    .int({ error: API_TOKEN_MESSAGES.expiry })
    .min(1, { error: API_TOKEN_MESSAGES.expiry })
    .max(API_TOKEN_LIMITS.maxDays, { error: API_TOKEN_MESSAGES.expiry }),
});
export type ApiTokenForm = z.input<typeof apiTokenFormSchema>;
export type ApiTokenValues = z.output<typeof apiTokenFormSchema>;

export const apiTokenInsertSchema = apiTokenFormSchema;
export const apiTokenIdSchema = z.object({ token_id: id() });
export const apiTokenListSchema = z.object({ ...pageFields(100, MESSAGES.invalidPaging) });

export const apiToken = z.object({
  token_id: z.string(),
  name: z.string(),
  kind: z.enum(API_TOKEN_KINDS),
  company_id: z.string().nullable(),
  scopes: z.array(z.string()),
  /** The first characters of the secret (`grk_` and 4), so a person can tell tokens apart. */
  hint: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Written at most once a minute; null until first used. */
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** At creation only: the secret, shown once. */
export const apiTokenWithSecret = apiToken.extend({ token: z.string() });
export type ApiTokenWithSecret = z.infer<typeof apiTokenWithSecret>;

export const apiTokenSecretReply = replyWith('token', apiTokenWithSecret);
export const apiTokenListReply = listReplyWith('token', apiToken);
