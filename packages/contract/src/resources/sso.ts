import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { CODES } from '../error-codes.js';
import { replyWith } from '../envelope.js';
import { email, flag, id } from '../fields.js';
import { sessionUser } from './auth.js';

/**
 * OIDC single sign-on per company (docs/rules/sso.md). Paths kept apart from API_PATHS, as
 * SECURITY_PATHS are: only the lazy screens (login, company settings, the SSO landing) use them.
 */
export const SSO_PATHS = {
  company: { sso: 'company/sso', ssoSet: 'company/ssoSet' },
  auth: { ssoDomain: 'auth/ssoDomain', ssoStart: 'auth/ssoStart', ssoExchange: 'auth/ssoExchange' },
  /** The identity provider sends the browser back here (a GET: `<origin>/api/auth/sso/callback`). */
  callback: 'auth/sso/callback',
} as const;

/** The web page the callback hands the browser to, with `?code=` or `?error=`. */
export const SSO_LANDING_PATH = '/sso';

export const SSO_MESSAGES = {
  issuer: 'The issuer must be an https:// address of your identity provider',
  clientId: 'Please enter the client ID your identity provider gave',
  clientSecret: 'Please enter the client secret your identity provider gave',
  domains: 'Please enter at least one e-mail domain, like example.com',
  domain: 'An e-mail domain looks like example.com',
  roleClaim: 'The role claim is a claim name, like groups',
  mapping: 'Each claim value maps to admin, member or viewer',
  defaultRole: 'New members get admin, member or viewer',
  saved: 'Single sign-on settings saved',
  unchanged: 'Single sign-on settings unchanged',
  read: 'Single sign-on settings',
  ownersOnly: 'Only an owner of the company may change single sign-on',
  domainTaken: 'Another company already signs in people of one of these domains',
  noSso: 'Your company does not sign in with single sign-on. Please use your password',
  redirect: 'Continue at your identity provider',
  domainCheck: 'Single sign-on for this address',
  signedIn: 'Signed in with your company',
  // Refusals of a sign-in (the SSO landing page shows them as sentences).
  stateInvalid: 'This sign-in link has expired or was already used. Please sign in again',
  audience:
    'Your identity provider answered for another application. Ask your administrator to check the client ID',
  outsideDomains: 'Your e-mail address is not one of the domains your company allows',
  disabled: 'This account has been disabled. Please contact an administrator',
  unverified: 'Your identity provider has not verified your e-mail address',
  provider: 'Your identity provider refused the sign-in or could not be reached. Please try again',
  otherCompany: 'Your account belongs to another company. Please sign in with your password',
  staff: 'Platform staff sign in with their password',
  required: 'Your company signs you in with single sign-on. Please use "Sign in with your company"',
} as const;

/** The roles single sign-on may give: never owner (owners are made by owners). */
export const SSO_ROLES = ['admin', 'member', 'viewer'] as const;
export type SsoRole = (typeof SSO_ROLES)[number];
const ssoRole = z.enum(SSO_ROLES, { error: SSO_MESSAGES.defaultRole });

const domainName = z
  .string({ error: SSO_MESSAGES.domain })
  .trim()
  .toLowerCase()
  .max(MAX_LENGTH.name, { error: SSO_MESSAGES.domain })
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    error: SSO_MESSAGES.domain,
  });

const issuerUrl = z
  .string({ error: SSO_MESSAGES.issuer })
  .trim()
  .max(MAX_LENGTH.token, { error: SSO_MESSAGES.issuer })
  // An http(s) address: host (and port), an optional path; no credentials, query or fragment.
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s?#]*)?$/i, {
    error: SSO_MESSAGES.issuer,
  });

/** `company/ssoSet` (owners): the secret is write-only; left out, the stored one stays. */
export const ssoSettingsSchema = z.object({
  company_id: id(),
  issuer: issuerUrl,
  client_id: z
    .string({ error: SSO_MESSAGES.clientId })
    .trim()
    .min(1, { error: SSO_MESSAGES.clientId })
    .max(MAX_LENGTH.name, { error: SSO_MESSAGES.clientId }),
  client_secret: z
    .string({ error: SSO_MESSAGES.clientSecret })
    .min(1, { error: SSO_MESSAGES.clientSecret })
    .max(MAX_LENGTH.token, { error: SSO_MESSAGES.clientSecret })
    .optional(),
  allowed_domains: z
    .array(domainName, { error: SSO_MESSAGES.domains })
    .min(1, { error: SSO_MESSAGES.domains })
    .max(20, { error: SSO_MESSAGES.domains }),
  default_role: ssoRole,
  role_claim: z
    .string({ error: SSO_MESSAGES.roleClaim })
    .trim()
    .max(100, { error: SSO_MESSAGES.roleClaim })
    .regex(/^[A-Za-z0-9_:.-]*$/, { error: SSO_MESSAGES.roleClaim })
    .default(''),
  role_mapping: z
    .record(
      z.string().trim().min(1, { error: SSO_MESSAGES.mapping }).max(200, {
        error: SSO_MESSAGES.mapping,
      }),
      z.enum(SSO_ROLES, { error: SSO_MESSAGES.mapping }),
      { error: SSO_MESSAGES.mapping },
    )
    .refine((map) => Object.keys(map).length <= 50, { error: SSO_MESSAGES.mapping })
    .default({}),
  enabled: flag,
  /** Members (not platform admins) then may not log in with a password. */
  enforced: flag,
});
export type SsoSettingsBody = z.input<typeof ssoSettingsSchema>;
export const ssoGetSchema = z.object({ company_id: id().optional() });

/** What an owner reads back: everything but the secret, of which only its presence. */
export const ssoSettings = z.object({
  company_id: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  has_client_secret: z.boolean(),
  allowed_domains: z.array(z.string()),
  default_role: z.enum(SSO_ROLES),
  role_claim: z.string(),
  role_mapping: z.record(z.string(), z.enum(SSO_ROLES)),
  enabled: z.boolean(),
  enforced: z.boolean(),
  redirect_uri: z.string(),
  updated_at: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettings>;
export const ssoSettingsReply = replyWith('sso', ssoSettings.nullable());

/** `auth/ssoDomain` and `auth/ssoStart`: the address typed on the login screen. */
export const ssoEmailSchema = z.object({ email });
/**
 * `available`: the domain's company signs in through its provider; `enforced`: its members may not
 * use a password (the login screen then offers the password to platform staff only, on request).
 */
export const ssoDomainReply = replyWith(
  'sso',
  z.object({ available: z.boolean(), enforced: z.boolean() }),
);
export type SsoDomain = z.infer<typeof ssoDomainReply>['sso'];
export const ssoStartReply = replyWith('sso', z.object({ redirect_url: z.string() }));
/** `auth/ssoExchange`: the one-time code the callback put in the landing page's address. */
export const ssoExchangeSchema = z.object({
  code: z
    .string({ error: SSO_MESSAGES.stateInvalid })
    .min(1, { error: SSO_MESSAGES.stateInvalid })
    .max(MAX_LENGTH.token, { error: SSO_MESSAGES.stateInvalid }),
});
export const ssoExchangeReply = replyWith('user', sessionUser);
export const ssoCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(MAX_LENGTH.token).optional(),
  error: z.string().max(200).optional(),
});

/** The sentence the landing page shows for each refusal code of the callback. */
export const SSO_REFUSALS: Record<string, string> = {
  [CODES.ssoStateInvalid]: SSO_MESSAGES.stateInvalid,
  [CODES.ssoAudience]: SSO_MESSAGES.audience,
  [CODES.ssoDomain]: SSO_MESSAGES.outsideDomains,
  [CODES.ssoDisabled]: SSO_MESSAGES.disabled,
  [CODES.ssoUnverified]: SSO_MESSAGES.unverified,
  [CODES.ssoProvider]: SSO_MESSAGES.provider,
  [CODES.ssoOtherCompany]: SSO_MESSAGES.otherCompany,
  [CODES.ssoStaff]: SSO_MESSAGES.staff,
};
