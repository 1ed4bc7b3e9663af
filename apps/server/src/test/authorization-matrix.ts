import { keptResourceRows, sameRows, statusRow } from './matrix-rows.js';

/**
 * Who may do what: every API route x every kind of caller, with the HTTP status each one gets.
 * This table is the readable statement of the access rules; authorization-matrix.test.ts holds the
 * server to it on both databases. "A's record" rows act on a record owned by customer A (or, for
 * findings, written by the partner); "own" rows act on a record of the caller's own. The other
 * targets are A's request in a particular state: "A's draft" (the partner saved an unpublished
 * answer), "A's published" (the partner published it), "held by another" (another partner holds
 * it now: assigned to them before the call, after the partner's answer when there is one).
 */
export const CALLERS = ['none', 'anonymous', 'customerA', 'customerB', 'partner', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type Expect = Record<Caller, number>;

const row = statusRow(CALLERS);

// Statuses in caller order: none, anonymous, customer A, customer B, partner, admin.
export const PUBLIC = row(200, 200, 200, 200, 200, 200);
export const ANY_TOKEN = row(401, 200, 200, 200, 200, 200);
export const ANY_USER = row(401, 401, 200, 200, 200, 200);
export const ADMIN_ONLY = row(401, 401, 403, 403, 403, 200);
export const STAFF_ONLY = row(401, 401, 403, 403, 200, 200);
export const A_OWNER_ONLY = row(401, 401, 200, 403, 403, 403);
export const A_OWNER_STAFF = row(401, 401, 200, 403, 200, 200);
export const A_OWNER_ONLY_OR_ADMIN = row(401, 401, 200, 403, 403, 200);
export const AUTHOR_OR_ADMIN = row(401, 401, 403, 403, 200, 200);
/** The partner holds the request in these rows. */
export const HOLDER_OR_ADMIN = AUTHOR_OR_ADMIN;
/** Another partner holds the request in these rows: only an admin gets through. */
export const HOLDER_OR_ADMIN_ELSEWHERE = ADMIN_ONLY;
/** A token holder reaches the route, and the bad code or token is refused as input. */
export const ANY_TOKEN_BAD_INPUT = row(401, 400, 400, 400, 400, 400);
/** Signed in, and refused whoever one is (a company's route: none of these callers has one). */
export const NO_ONE = row(401, 401, 403, 403, 403, 403);
/** The customers, each for their own (partners keep none, platform admins change none). */
export const CUSTOMERS = row(401, 401, 200, 200, 403, 403);
/** The customers' own, and the platform admins' oversight. */
export const CUSTOMERS_AND_ADMIN = row(401, 401, 200, 200, 403, 200);
/** A's own record: anyone else, an admin included, finds none. */
export const A_OWNER_ELSE_NOT_FOUND = row(401, 401, 200, 404, 404, 404);
/** The caller's company: none of these callers has one. */
export const NO_COMPANY = row(401, 401, 404, 404, 404, 404);
/** A customer's kept resource (branches, travellers, trips): matrix-rows.ts `keptResourceRows`. */
const CUSTOMER_KEPT = {
  add: CUSTOMERS,
  read: A_OWNER_ONLY_OR_ADMIN,
  change: A_OWNER_ONLY,
  list: CUSTOMERS_AND_ADMIN,
};

export type Target =
  'none' | "A's record" | 'own' | "A's draft" | "A's published" | 'held by another';

export interface MatrixRow {
  route: string;
  target: Target;
  expect: Expect;
}

export const MATRIX: MatrixRow[] = [
  { route: 'auth/generic', target: 'none', expect: PUBLIC },
  { route: 'auth/refresh', target: 'own', expect: PUBLIC },
  { route: 'auth/login', target: "A's record", expect: ANY_TOKEN },
  { route: 'auth/logout', target: 'own', expect: ANY_USER },
  { route: 'session/list', target: 'own', expect: ANY_USER },
  { route: 'session/revoke', target: 'own', expect: ANY_USER },
  // Nobody, an admin included, ends another person's session: theirs reads as not found.
  { route: 'session/revoke', target: "A's record", expect: A_OWNER_ELSE_NOT_FOUND },
  // The second factor: the login's steps take any token (and refuse a missing or bad mfa_token
  // as input); the profile's routes act on the caller's own factor only.
  { route: 'auth/mfa', target: 'none', expect: ANY_TOKEN_BAD_INPUT },
  { route: 'auth/mfaEnrol', target: 'none', expect: ANY_TOKEN_BAD_INPUT },
  ...sameRows('own', ANY_USER, [
    'mfa/status',
    'mfa/totpStart',
    'mfa/totpConfirm',
    'mfa/totpDisable',
  ]),
  // Passkeys: the login's step takes any token (a missing token or answer is bad input); the
  // profile's list is the caller's own, and nobody, an admin included, removes another's.
  { route: 'auth/passkeyStart', target: 'none', expect: ANY_TOKEN_BAD_INPUT },
  { route: 'auth/passkey', target: 'none', expect: ANY_TOKEN_BAD_INPUT },
  ...sameRows('own', ANY_USER, [
    'passkey/registerStart',
    'passkey/register',
    'passkey/list',
    'passkey/remove',
  ]),
  { route: 'passkey/remove', target: "A's record", expect: A_OWNER_ELSE_NOT_FOUND },
  // Single sign-on (docs/rules/sso.md): the login screen's steps take any token; an address of
  // no SSO domain is not found, a made-up one-time code is bad input. The settings are a
  // company owner's: no caller here owns company A. Company roles: company-matrix.ts.
  { route: 'auth/ssoDomain', target: 'none', expect: ANY_TOKEN },
  { route: 'auth/ssoStart', target: 'none', expect: row(401, 404, 404, 404, 404, 404) },
  { route: 'auth/ssoExchange', target: 'none', expect: ANY_TOKEN_BAD_INPUT },
  { route: 'company/sso', target: "A's record", expect: NO_ONE },
  { route: 'company/ssoSet', target: "A's record", expect: NO_ONE },
  // The live stream's ticket: any signed-in user, for their own stream only (a ticket names no one).
  { route: 'events/ticket', target: 'own', expect: ANY_USER },

  { route: 'user/insert', target: 'none', expect: ANY_TOKEN },
  { route: 'user/active', target: "A's record", expect: ANY_TOKEN_BAD_INPUT },
  { route: 'user/generateOtp', target: 'own', expect: ANY_TOKEN },
  { route: 'user/forget', target: "A's record", expect: ANY_TOKEN },
  { route: 'user/resetPassword', target: 'none', expect: ANY_TOKEN_BAD_INPUT },
  { route: 'user/updatePassword', target: 'own', expect: ANY_USER },
  { route: 'user/updatePassword', target: "A's record", expect: A_OWNER_ONLY },
  { route: 'user/getByEmail', target: 'own', expect: ANY_USER },
  { route: 'user/getByEmail', target: "A's record", expect: row(401, 401, 200, 403, 403, 200) },
  { route: 'user/list', target: 'none', expect: ADMIN_ONLY },
  { route: 'user/setRoles', target: "A's record", expect: ADMIN_ONLY },
  { route: 'user/disable', target: "A's record", expect: ADMIN_ONLY },
  { route: 'user/resendActivation', target: 'none', expect: ADMIN_ONLY },

  ...(['categories', 'factor', 'queryType'] as const).flatMap((resource): MatrixRow[] => [
    { route: `${resource}/insert`, target: 'none', expect: ADMIN_ONLY },
    { route: `${resource}/update`, target: 'none', expect: ADMIN_ONLY },
    { route: `${resource}/remove`, target: 'none', expect: ADMIN_ONLY },
    { route: `${resource}/get`, target: 'none', expect: ANY_USER },
    { route: `${resource}/list`, target: 'none', expect: ANY_USER },
    { route: `${resource}/search`, target: 'none', expect: ANY_USER },
  ]),
  ...sameRows('none', ADMIN_ONLY, ['articles/insert', 'articles/update', 'articles/remove']),
  ...sameRows('none', ANY_TOKEN, ['articles/get', 'articles/list', 'articles/search']),
  // News events are read like the articles they gather (docs/rules/news.md, "Events").
  { route: 'event/list', target: 'none', expect: ANY_TOKEN },
  { route: 'event/get', target: 'none', expect: ANY_TOKEN },
  // Verification: partners and admins mark what they found of an article (docs/rules/news.md).
  { route: 'articles/verify', target: 'none', expect: STAFF_ONLY },

  // Filing is paid by customers; staff (a partner or an admin without the customer role) file
  // free of charge (docs/rules/credits.md, "Staff filing").
  { route: 'incident/insert', target: 'none', expect: ANY_USER },
  { route: 'incident/update', target: "A's record", expect: A_OWNER_ONLY },
  { route: 'incident/remove', target: "A's record", expect: A_OWNER_ONLY },
  { route: 'incident/get', target: "A's record", expect: A_OWNER_STAFF },
  { route: 'incident/get', target: 'own', expect: ANY_USER },
  { route: 'incident/list', target: 'none', expect: ANY_USER },
  { route: 'incident/search', target: 'none', expect: ANY_USER },
  // The request workflow (docs/rules/incidents.md#workflow).
  { route: 'incident/claim', target: "A's record", expect: STAFF_ONLY },
  { route: 'incident/assign', target: "A's record", expect: ADMIN_ONLY },
  { route: 'incident/release', target: "A's record", expect: HOLDER_OR_ADMIN },
  { route: 'sla/list', target: 'none', expect: ANY_USER },
  { route: 'sla/update', target: 'none', expect: ADMIN_ONLY },
  { route: 'message/insert', target: "A's record", expect: A_OWNER_STAFF },
  { route: 'message/list', target: "A's record", expect: A_OWNER_STAFF },
  // Once someone holds a request, only they and the admins write on it; its owner always may.
  { route: 'message/insert', target: 'held by another', expect: row(401, 401, 200, 403, 403, 200) },
  { route: 'message/read', target: "A's record", expect: A_OWNER_STAFF },
  { route: 'notification/list', target: 'own', expect: ANY_USER },
  { route: 'notification/read', target: 'own', expect: ANY_USER },

  // The bodies name no user: every caller reads and saves their own profile, nobody else's.
  { route: 'profile/get', target: 'own', expect: ANY_USER },
  { route: 'profile/update', target: 'own', expect: ANY_USER },

  // These callers belong to no company: only the platform admin reads the trail. Company owners
  // and admins read their company's rows (company-matrix.ts).
  ...sameRows('none', ADMIN_ONLY, ['audit/list', 'audit/export', 'audit/verify']),

  // Companies (docs/rules/companies.md): these callers belong to none, so they reach no company;
  // "A's record" is a company of another customer. Company roles: company-matrix.ts.
  { route: 'company/insert', target: 'none', expect: CUSTOMERS },
  { route: 'company/get', target: 'own', expect: NO_COMPANY },
  { route: 'company/get', target: "A's record", expect: NO_ONE },
  { route: 'company/update', target: "A's record", expect: NO_ONE },
  { route: 'company/requireMfa', target: "A's record", expect: NO_ONE },
  { route: 'member/list', target: "A's record", expect: NO_ONE },
  { route: 'member/invite', target: 'own', expect: NO_COMPANY },
  ...sameRows("A's record", NO_COMPANY, ['member/setRole', 'member/remove']),
  { route: 'member/leave', target: 'own', expect: NO_COMPANY },
  { route: 'invitation/get', target: "A's record", expect: ANY_TOKEN },
  // A visitor signs up through the link; an account it was not sent to is refused.
  { route: 'invitation/accept', target: "A's record", expect: row(401, 200, 403, 403, 403, 403) },

  // Branches (docs/rules/branches.md): "A's record" is customer A's own branch. Platform admins
  // read every branch and change none; partners keep none. Company roles: company-matrix.ts.
  ...keptResourceRows('branch', CUSTOMER_KEPT),
  { route: 'branch/import', target: 'own', expect: CUSTOMERS },
  { route: 'branch/export', target: 'own', expect: CUSTOMERS_AND_ADMIN },
  // The exposure map (docs/rules/branches.md): the caller's branches, or one of A's with its news.
  { route: 'exposure/get', target: 'own', expect: CUSTOMERS_AND_ADMIN },
  { route: 'exposure/get', target: "A's record", expect: A_OWNER_ONLY_OR_ADMIN },

  // Exposure alerts (docs/rules/exposure.md): "A's record" is an alert on customer A's own branch.
  // Platform admins read every alert (oversight) and handle none; partners see none.
  { route: 'alert/list', target: 'own', expect: CUSTOMERS_AND_ADMIN },
  { route: 'alert/get', target: "A's record", expect: A_OWNER_ONLY_OR_ADMIN },
  ...sameRows("A's record", A_OWNER_ONLY, ['alert/acknowledge', 'alert/dismiss', 'alert/escalate']),
  // Schedule (docs/rules/schedule.md): "A's record" is customer A's own traveller or trip, as
  // branches. Approvals, advisories and the approval level are a company's: no caller here has
  // one, so all are refused. Company roles: company-matrix.ts.
  ...keptResourceRows('traveller', CUSTOMER_KEPT),
  ...keptResourceRows('trip', CUSTOMER_KEPT),
  { route: 'trip/import', target: 'own', expect: CUSTOMERS },
  { route: 'trip/brief', target: "A's record", expect: A_OWNER_ONLY_OR_ADMIN },
  { route: 'trip/approve', target: "A's record", expect: NO_ONE },
  { route: 'trip/reject', target: "A's record", expect: NO_ONE },
  ...sameRows('own', NO_ONE, [
    'advisory/upsert',
    'advisory/get',
    'advisory/list',
    'advisory/remove',
    'tripSettings/get',
    'tripSettings/update',
  ]),
  // Webhooks (docs/rules/webhooks.md): a platform admin's are the platform's ("own"); "A's
  // record" is a company's webhook, which nobody outside the company reaches, an admin included.
  // API tokens (docs/rules/api-tokens.md): everyone signed in keeps personal tokens; nobody, an
  // admin included, revokes another person's ("A's record": customer A's personal token).
  { route: 'token/insert', target: 'own', expect: ANY_USER },
  { route: 'token/list', target: 'own', expect: ANY_USER },
  { route: 'token/remove', target: 'own', expect: ANY_USER },
  { route: 'token/remove', target: "A's record", expect: A_OWNER_ELSE_NOT_FOUND },
  { route: 'webhook/insert', target: 'own', expect: ADMIN_ONLY },
  { route: 'webhook/list', target: 'own', expect: ADMIN_ONLY },
  ...(['update', 'remove', 'rotate', 'test', 'deliveries'] as const).flatMap((action) => [
    { route: `webhook/${action}`, target: 'own' as const, expect: ADMIN_ONLY },
    { route: `webhook/${action}`, target: "A's record" as const, expect: NO_ONE },
  ]),
  // Check-ins (docs/rules/checkins.md), as travellers: "A's record" is customer A's own check-in;
  // platform admins read every one and change none. Answering needs only the link's token.
  { route: 'checkin/insert', target: 'own', expect: CUSTOMERS },
  { route: 'checkin/get', target: "A's record", expect: A_OWNER_ONLY_OR_ADMIN },
  { route: 'checkin/list', target: 'own', expect: CUSTOMERS_AND_ADMIN },
  { route: 'checkin/close', target: "A's record", expect: A_OWNER_ONLY },
  { route: 'checkin/export', target: "A's record", expect: A_OWNER_ONLY_OR_ADMIN },
  { route: 'checkin/respond', target: "A's record", expect: ANY_TOKEN },
  // Digests (docs/rules/digests.md): admins send the due ones now; the one-click unsubscribe
  // needs no login at all (RFC 8058), the signed link's token is the only credential.
  { route: 'digest/send', target: 'none', expect: ADMIN_ONLY },
  // The queue as CSV (docs/rules/incidents.md, "Queue export"): the staff who work the queue.
  { route: 'incident/export', target: 'none', expect: STAFF_ONLY },
  { route: 'digest/unsubscribe', target: 'own', expect: PUBLIC },
  { route: 'digest/unsubscribe', target: "A's record", expect: PUBLIC },

  // Admins may answer too: their menu opens the same findings form (finding.routes.ts says why).
  { route: 'finding/insert', target: "A's record", expect: STAFF_ONLY },
  { route: 'finding/update', target: "A's record", expect: AUTHOR_OR_ADMIN },
  { route: 'finding/remove', target: "A's record", expect: AUTHOR_OR_ADMIN },
  ...sameRows("A's record", A_OWNER_STAFF, [
    'finding/get',
    'finding/list',
    'finding/search',
    'finding/history',
  ]),
  // Drafts are the analyst's alone: the owner learns nothing of one, not even that it exists.
  { route: 'finding/get', target: "A's draft", expect: row(401, 401, 404, 403, 200, 200) },
  // Only the analyst holding the request (or an admin) writes its answer; a partner taken off it
  // no longer may (409 for a first answer: someone else works on it).
  { route: 'finding/insert', target: 'held by another', expect: row(401, 401, 403, 403, 409, 200) },
  { route: 'finding/update', target: 'held by another', expect: HOLDER_OR_ADMIN_ELSEWHERE },
  { route: 'finding/remove', target: 'held by another', expect: HOLDER_OR_ADMIN_ELSEWHERE },
  // A published revision is history: a partner never removes it; an admin may (and it is logged).
  { route: 'finding/remove', target: "A's published", expect: row(401, 401, 403, 403, 409, 200) },

  ...sameRows('none', ADMIN_ONLY, ['feeds/insert', 'feeds/update', 'feeds/remove', 'feeds/list']),
  // The admin gets through; the feed itself is unreachable, which is the feed's failure (502).
  { route: 'feeds/fetchNow', target: 'none', expect: row(401, 401, 403, 403, 403, 502) },
  ...sameRows('none', ADMIN_ONLY, ['riskRules/insert', 'riskRules/remove', 'riskRules/list']),

  // Geography (docs/rules/geography.md): anyone reads country risk; watches are each user's own.
  { route: 'country/list', target: 'none', expect: ANY_TOKEN },
  { route: 'country/get', target: 'none', expect: ANY_TOKEN },
  // Trends are news only, like the visitors' list (docs/rules/trends.md).
  { route: 'country/history', target: 'none', expect: ANY_TOKEN },
  { route: 'country/trends', target: 'none', expect: ANY_TOKEN },
  // The gazetteer helps forms: any signed-in user, never an anonymous visitor.
  { route: 'place/search', target: 'none', expect: ANY_USER },
  { route: 'dashboard/get', target: 'none', expect: ANY_USER },
  { route: 'watch/list', target: 'none', expect: ANY_USER },
  { route: 'watch/insert', target: 'none', expect: ANY_USER },
  // Someone else's watch is not found for them, so its existence does not leak.
  { route: 'watch/remove', target: "A's record", expect: A_OWNER_ELSE_NOT_FOUND },
  { route: 'developments/list', target: "A's record", expect: A_OWNER_STAFF },
  // PDF documents (docs/rules/pdf.md): each with the access of the screen it prints. "A's record"
  // is customer A's answered request or A's trip; the country brief is the country page's.
  { route: 'pdf/report', target: "A's record", expect: A_OWNER_STAFF },
  { route: 'pdf/country', target: 'none', expect: ANY_TOKEN },
  { route: 'pdf/trip', target: "A's record", expect: A_OWNER_ONLY_OR_ADMIN },
  // Files (docs/rules/files.md): "A's record" is a PDF customer A attached to their request;
  // whoever does not read the request finds no such file (404). Attaching to the request itself
  // and removing a file are its author's (staff attach to messages and findings instead).
  { route: 'file/insert', target: "A's record", expect: row(401, 401, 200, 404, 403, 403) },
  { route: 'file/list', target: 'own', expect: ANY_USER },
  { route: 'file/list', target: "A's record", expect: A_OWNER_STAFF },
  { route: 'file/download', target: "A's record", expect: row(401, 401, 200, 404, 200, 200) },
  // A file on the partner's unpublished draft: the analysts' alone.
  { route: 'file/download', target: "A's draft", expect: row(401, 401, 404, 404, 200, 200) },
  { route: 'file/remove', target: "A's record", expect: row(401, 401, 200, 404, 403, 403) },
  // Credits (docs/rules/credits.md): everyone reads their own account; admins issue vouchers;
  // anyone signed in redeems one for their own account. Company accounts: company-matrix.ts.
  { route: 'credits/balance', target: 'own', expect: ANY_USER },
  { route: 'credits/list', target: 'own', expect: ANY_USER },
  { route: 'voucher/insert', target: 'none', expect: ADMIN_ONLY },
  { route: 'voucher/list', target: 'none', expect: ADMIN_ONLY },
  { route: 'voucher/redeem', target: 'own', expect: ANY_USER },
  // Purchases (docs/rules/purchases.md): admins manage packs and mark invoices paid; anyone
  // signed in sees the packs, buys by invoice and lists their own; an invoice's PDF is its buyer's.
  ...sameRows('none', ADMIN_ONLY, ['pack/list', 'pack/insert', 'pack/update']),
  { route: 'purchase/packs', target: 'none', expect: ANY_USER },
  { route: 'purchase/insert', target: 'own', expect: ANY_USER },
  { route: 'purchase/list', target: 'own', expect: ANY_USER },
  { route: 'invoice/list', target: 'none', expect: ADMIN_ONLY },
  { route: 'invoice/markPaid', target: "A's record", expect: ADMIN_ONLY },
  { route: 'invoice/pdf', target: "A's record", expect: A_OWNER_ONLY_OR_ADMIN },
  { route: 'invoice/pdf', target: 'own', expect: ANY_USER },
  // Partner firms (docs/rules/partners.md): admins manage them, the partner of a firm included
  // gets 403; everyone signed in reads the directory. "own" is the partner's own firm, "A's
  // record" another firm (the partner belongs to neither in "none" rows).
  { route: 'partnerFirm/insert', target: 'none', expect: ADMIN_ONLY },
  { route: 'partnerFirm/update', target: 'own', expect: ADMIN_ONLY },
  { route: 'partnerFirm/update', target: "A's record", expect: ADMIN_ONLY },
  { route: 'partnerFirm/list', target: 'none', expect: ADMIN_ONLY },
  { route: 'partnerFirm/assign', target: 'own', expect: ADMIN_ONLY },
  { route: 'partnerFirm/unassign', target: 'own', expect: ADMIN_ONLY },
  { route: 'partnerFirm/unassign', target: "A's record", expect: ADMIN_ONLY },
  { route: 'partnerFirm/directory', target: 'none', expect: ANY_USER },
  // A firm's balance: its owners (the partner owns "own") and admins.
  { route: 'partnerFirm/balance', target: 'own', expect: STAFF_ONLY },
  { route: 'partnerFirm/balance', target: "A's record", expect: ADMIN_ONLY },
  // Its monthly statement (CSV and PDF): as its balance.
  { route: 'partnerFirm/statement', target: 'own', expect: STAFF_ONLY },
  { route: 'partnerFirm/statement', target: "A's record", expect: ADMIN_ONLY },
  { route: 'statement/pdf', target: 'own', expect: STAFF_ONLY },
  { route: 'statement/pdf', target: "A's record", expect: ADMIN_ONLY },
  // Payout details: the firm's partners read them (masked unless owners), its owners and admins
  // change them; customers belong to no firm (404 for their own, 403 for another's).
  { route: 'bank/get', target: 'own', expect: row(401, 401, 404, 404, 200, 404) },
  { route: 'bank/get', target: "A's record", expect: row(401, 401, 403, 403, 403, 200) },
  { route: 'bank/update', target: 'own', expect: row(401, 401, 404, 404, 200, 404) },
  { route: 'bank/update', target: "A's record", expect: row(401, 401, 403, 403, 403, 200) },
  // Proposals (docs/rules/proposals.md) on A's request priced on quote: a firm's partners send
  // ("own": the partner's firm's offer; "A's record": another firm's, which the partner may not
  // withdraw); A decides (admins oversee but do not spend A's credits); whoever reads the request
  // reads its proposals. Company roles and rival firms: modules/proposals/proposals-access.test.ts.
  { route: 'proposal/insert', target: "A's record", expect: row(401, 401, 403, 403, 200, 403) },
  { route: 'proposal/withdraw', target: 'own', expect: row(401, 401, 403, 403, 200, 403) },
  { route: 'proposal/withdraw', target: "A's record", expect: NO_ONE },
  { route: 'proposal/accept', target: "A's record", expect: A_OWNER_ONLY },
  { route: 'proposal/reject', target: "A's record", expect: A_OWNER_ONLY },
  { route: 'proposal/list', target: "A's record", expect: A_OWNER_STAFF },
  { route: 'proposal/requests', target: 'none', expect: ANY_USER },
];
