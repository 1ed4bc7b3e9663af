import { keptResourceRows, sameRows, statusRow } from './matrix-rows.js';

/**
 * Who may do what within and across companies (docs/rules/companies.md), in the style of
 * authorization-matrix.ts, with the company roles as callers: a customer without a company
 * ("solo"), the owner, an admin, a member and a viewer of company A, and the owner of company B.
 * "own" rows act on the caller's own company (or themselves); "A's record" rows on company A, one
 * of its members or one of its invitations. Every row starts from fresh companies.
 */
export const COMPANY_CALLERS = [
  'none',
  'anonymous',
  'solo',
  'ownerA',
  'adminA',
  'memberA',
  'viewerA',
  'ownerB',
] as const;
export type CompanyCaller = (typeof COMPANY_CALLERS)[number];
export type CompanyExpect = Record<CompanyCaller, number>;

const row = statusRow(COMPANY_CALLERS);

// Statuses in caller order: none, anonymous, solo, owner A, admin A, member A, viewer A, owner B.
const EVERY_MEMBER = row(401, 401, 404, 200, 200, 200, 200, 200);
const EVERY_PERSON = row(401, 401, 200, 200, 200, 200, 200, 200);
const A_MEMBERS = row(401, 401, 403, 200, 200, 200, 200, 403);
const MANAGERS = row(401, 401, 404, 200, 200, 403, 403, 200);
const A_MANAGERS = row(401, 401, 403, 200, 200, 403, 403, 403);
/** Each adds to their own: the solo customer to theirs, B's owner to B. */
const BRANCH_MANAGERS = row(401, 401, 200, 200, 200, 403, 403, 200);
/** A company's owners and admins, each in their own company; nobody else. */
const MANAGERS_ONLY = row(401, 401, 403, 200, 200, 403, 403, 200);
/** A member of A acted on: B's owner finds no such member in their own company. */
const A_MEMBER_MANAGERS = row(401, 401, 404, 200, 200, 403, 403, 404);
/** Signed in, and refused whatever one's company role: the platform staff's routes. */
const NO_COMPANY_ROLE = row(401, 401, 403, 403, 403, 403, 403, 403);
/** Any token, a visitor's included. */
const ANY_TOKEN = row(401, 200, 200, 200, 200, 200, 200, 200);
/** The signed link is the credential: no login at all. */
const EVERYONE = row(200, 200, 200, 200, 200, 200, 200, 200);
/** The caller's own partner firm: no customer has one. */
const NO_FIRM = row(401, 401, 404, 404, 404, 404, 404, 404);
/** Single sign-on: the owners of the caller's own company alone. */
const OWN_COMPANY_OWNERS = row(401, 401, 404, 200, 403, 403, 403, 200);
/** Single sign-on of company A: A's owners alone. */
const A_OWNERS = row(401, 401, 403, 200, 403, 403, 403, 403);
/** A's request for its writing members (viewers read it); other companies see nothing of it. */
const A_WRITING_MEMBERS = row(401, 401, 403, 200, 200, 200, 403, 403);
/** A request filed for A with a file: its members who write; no one else finds the file. */
const A_WRITING_MEMBERS_FILE = row(401, 401, 404, 200, 200, 200, 403, 404);
/** A company's kept resource (branches, travellers, trips): matrix-rows.ts `keptResourceRows`. */
const COMPANY_KEPT = {
  add: BRANCH_MANAGERS,
  read: A_MEMBERS,
  change: A_MANAGERS,
  list: EVERY_PERSON,
};

export interface CompanyMatrixRow {
  route: string;
  target: 'none' | 'own' | "A's record";
  expect: CompanyExpect;
}

export const COMPANY_MATRIX: CompanyMatrixRow[] = [
  { route: 'company/insert', target: 'none', expect: row(401, 401, 200, 409, 409, 409, 409, 409) },
  { route: 'company/get', target: 'own', expect: EVERY_MEMBER },
  { route: 'company/get', target: "A's record", expect: A_MEMBERS },
  // company/update always names a company: the solo customer's names A.
  { route: 'company/update', target: 'own', expect: MANAGERS_ONLY },
  { route: 'company/update', target: "A's record", expect: A_MANAGERS },
  // Requiring a second factor of members: like editing the company (its owners and admins).
  {
    route: 'company/requireMfa',
    target: 'own',
    expect: MANAGERS_ONLY,
  },
  { route: 'company/requireMfa', target: "A's record", expect: A_MANAGERS },
  // Passkeys are a person's own whatever their company: each lists and removes theirs; a
  // passkey of A's member is theirs alone (the others find none).
  { route: 'passkey/list', target: 'own', expect: EVERY_PERSON },
  { route: 'passkey/remove', target: 'own', expect: EVERY_PERSON },
  {
    route: 'passkey/remove',
    target: "A's record",
    expect: row(401, 401, 404, 404, 404, 200, 404, 404),
  },
  // Single sign-on (docs/rules/sso.md): the company's owners alone read and change it.
  { route: 'company/sso', target: 'own', expect: OWN_COMPANY_OWNERS },
  {
    route: 'company/sso',
    target: "A's record",
    expect: A_OWNERS,
  },
  { route: 'company/ssoSet', target: 'own', expect: row(401, 401, 403, 200, 403, 403, 403, 200) },
  {
    route: 'company/ssoSet',
    target: "A's record",
    expect: A_OWNERS,
  },
  { route: 'member/list', target: 'own', expect: EVERY_MEMBER },
  { route: 'member/list', target: "A's record", expect: A_MEMBERS },
  { route: 'member/invite', target: 'own', expect: MANAGERS },
  { route: 'member/setRole', target: "A's record", expect: A_MEMBER_MANAGERS },
  { route: 'member/remove', target: "A's record", expect: A_MEMBER_MANAGERS },
  // Each leaves their own company; the only owner of A (or B) may not.
  { route: 'member/leave', target: 'own', expect: row(401, 401, 404, 409, 200, 200, 200, 409) },
  // Branches (docs/rules/branches.md): "own" adds to or reads the caller's company (the solo
  // customer's own); "A's record" is a branch of company A.
  ...keptResourceRows('branch', COMPANY_KEPT),
  { route: 'branch/import', target: 'own', expect: BRANCH_MANAGERS },
  { route: 'branch/export', target: 'own', expect: EVERY_PERSON },
  // Exposure alerts (docs/rules/exposure.md): "own" lists the caller's company's alerts (the solo
  // customer's own); "A's record" is an alert on a branch of company A: its members and viewers
  // read it, its owners and admins handle it.
  { route: 'alert/list', target: 'own', expect: EVERY_PERSON },
  { route: 'alert/get', target: "A's record", expect: A_MEMBERS },
  ...sameRows("A's record", A_MANAGERS, ['alert/acknowledge', 'alert/dismiss', 'alert/escalate']),
  // Company watchlists (docs/rules/companies.md): "own" adds to the caller's company's list (the
  // solo customer has none: 400) or lists it beside their own watches; "A's record" is A's entry.
  { route: 'watch/insert', target: 'own', expect: row(401, 401, 400, 200, 200, 403, 403, 200) },
  { route: 'watch/list', target: 'own', expect: EVERY_PERSON },
  { route: 'watch/remove', target: "A's record", expect: A_MEMBER_MANAGERS },
  // The exposure map: the caller's branches (each their own company's), or one of A's.
  { route: 'exposure/get', target: 'own', expect: EVERY_PERSON },
  { route: 'exposure/get', target: "A's record", expect: A_MEMBERS },
  // Schedule (docs/rules/schedule.md): travellers and trips as branches; "own" writes to the
  // caller's company (the solo customer's own), "A's record" is company A's. A's trips wait for
  // approval; A's owners and admins decide. Advisories and the approval level are a company's.
  ...keptResourceRows('traveller', COMPANY_KEPT),
  ...keptResourceRows('trip', COMPANY_KEPT),
  { route: 'trip/import', target: 'own', expect: BRANCH_MANAGERS },
  { route: 'trip/brief', target: "A's record", expect: A_MEMBERS },
  { route: 'trip/approve', target: "A's record", expect: A_MANAGERS },
  { route: 'trip/reject', target: "A's record", expect: A_MANAGERS },
  { route: 'advisory/upsert', target: 'own', expect: MANAGERS_ONLY },
  // A's advisory for France: B's owner finds none in B.
  {
    route: 'advisory/get',
    target: "A's record",
    expect: row(401, 401, 403, 200, 200, 200, 200, 404),
  },
  { route: 'advisory/list', target: 'own', expect: row(401, 401, 403, 200, 200, 200, 200, 200) },
  {
    route: 'advisory/remove',
    target: "A's record",
    expect: row(401, 401, 403, 200, 200, 403, 403, 404),
  },
  { route: 'tripSettings/get', target: 'own', expect: row(401, 401, 403, 200, 200, 200, 200, 200) },
  { route: 'tripSettings/update', target: 'own', expect: MANAGERS_ONLY },
  // Check-ins (docs/rules/checkins.md) follow the travellers' rules: "own" asks the caller's own
  // traveller, "A's record" is a check-in of company A. Answering needs only the link's token.
  { route: 'checkin/insert', target: 'own', expect: BRANCH_MANAGERS },
  { route: 'checkin/get', target: "A's record", expect: A_MEMBERS },
  { route: 'checkin/list', target: 'own', expect: EVERY_PERSON },
  { route: 'checkin/close', target: "A's record", expect: A_MANAGERS },
  { route: 'checkin/export', target: "A's record", expect: A_MEMBERS },
  // PDF documents (docs/rules/pdf.md) as their screens: a request of company A answered by a
  // partner, and a trip of company A.
  { route: 'pdf/report', target: "A's record", expect: A_MEMBERS },
  { route: 'pdf/trip', target: "A's record", expect: A_MEMBERS },
  {
    route: 'checkin/respond',
    target: "A's record",
    expect: ANY_TOKEN,
  },
  // Digests (docs/rules/digests.md): platform admins send; the signed link alone unsubscribes.
  { route: 'digest/send', target: 'none', expect: NO_COMPANY_ROLE },
  // The queue export is the platform staff's: no company role reaches it.
  {
    route: 'incident/export',
    target: 'none',
    expect: NO_COMPANY_ROLE,
  },
  {
    route: 'digest/unsubscribe',
    target: 'own',
    expect: EVERYONE,
  },
  {
    route: 'digest/unsubscribe',
    target: "A's record",
    expect: EVERYONE,
  },
  {
    route: 'invitation/get',
    target: "A's record",
    expect: ANY_TOKEN,
  },
  // The trail of the caller's own company, for its owners and admins (docs/rules/audit.md);
  // B's owner reads B's rows. The chain check spans every company: platform admins only.
  ...sameRows('own', MANAGERS_ONLY, ['audit/list', 'audit/export']),
  { route: 'audit/verify', target: 'own', expect: NO_COMPANY_ROLE },
  // Sent to a new address: a visitor signs up with it; every account is the wrong one.
  {
    route: 'invitation/accept',
    target: "A's record",
    expect: row(401, 200, 403, 403, 403, 403, 403, 403),
  },
  // Webhooks (docs/rules/webhooks.md): a company's owners and admins, each their own company's;
  // "A's record" is a webhook of company A.
  // API tokens (docs/rules/api-tokens.md): a company token is made by the company's owners and
  // admins; "A's record" is a company token of A, which only A's owners and admins revoke.
  { route: 'token/insert', target: 'own', expect: MANAGERS_ONLY },
  { route: 'token/list', target: 'own', expect: EVERY_PERSON },
  {
    route: 'token/remove',
    target: "A's record",
    expect: row(401, 401, 404, 200, 200, 404, 404, 404),
  },
  { route: 'webhook/insert', target: 'own', expect: MANAGERS_ONLY },
  { route: 'webhook/list', target: 'own', expect: MANAGERS_ONLY },
  ...sameRows("A's record", A_MANAGERS, [
    'webhook/update',
    'webhook/remove',
    'webhook/rotate',
    'webhook/test',
    'webhook/deliveries',
  ]),
  // Trends are news only, no company's data: anyone with a token (docs/rules/trends.md).
  { route: 'country/history', target: 'none', expect: ANY_TOKEN },
  { route: 'country/trends', target: 'none', expect: ANY_TOKEN },
  // The gazetteer is no company's data: every signed-in user, whatever their company role.
  { route: 'place/search', target: 'none', expect: EVERY_PERSON },
  // Partners and admins only (authorization-matrix.ts): every company role is a customer here.
  { route: 'articles/verify', target: 'none', expect: NO_COMPANY_ROLE },
  // Files (docs/rules/files.md): "A's record" is a request a member of A filed for the company,
  // with a PDF attached; whoever does not read the request finds no such file (404).
  {
    route: 'file/insert',
    target: "A's record",
    expect: A_WRITING_MEMBERS_FILE,
  },
  { route: 'file/list', target: "A's record", expect: A_MEMBERS },
  {
    route: 'file/download',
    target: "A's record",
    expect: row(401, 401, 404, 200, 200, 200, 200, 404),
  },
  {
    route: 'file/remove',
    target: "A's record",
    expect: A_WRITING_MEMBERS_FILE,
  },
  // Credits (docs/rules/credits.md). "none": no account named, the caller's default (a member's
  // company's balance, a viewer's own; a manager's company entries, anyone else's own); "own":
  // `account: company`, the caller's company's: members see its balance, its owners and admins
  // read its entries and redeem vouchers for it.
  { route: 'credits/balance', target: 'none', expect: EVERY_PERSON },
  { route: 'credits/balance', target: 'own', expect: row(401, 401, 403, 200, 200, 200, 403, 200) },
  { route: 'credits/list', target: 'none', expect: EVERY_PERSON },
  { route: 'credits/list', target: 'own', expect: MANAGERS_ONLY },
  { route: 'voucher/redeem', target: 'none', expect: EVERY_PERSON },
  { route: 'voucher/redeem', target: 'own', expect: MANAGERS_ONLY },
  // Purchases (docs/rules/purchases.md): everyone buys for themselves ("none": a manager's
  // default is the company); only owners and admins buy for the company ("own") and read the
  // company's invoices ("A's record": one A's owner bought for A).
  { route: 'purchase/insert', target: 'none', expect: EVERY_PERSON },
  { route: 'purchase/insert', target: 'own', expect: MANAGERS_ONLY },
  { route: 'purchase/list', target: 'none', expect: EVERY_PERSON },
  { route: 'invoice/pdf', target: "A's record", expect: A_MANAGERS },
  // Partner firms (docs/rules/partners.md): every customer reads the directory; no company role
  // manages a firm.
  { route: 'partnerFirm/directory', target: 'none', expect: EVERY_PERSON },
  { route: 'bank/get', target: 'none', expect: NO_FIRM },
  // No customer belongs to a firm: the caller's own firm's balance is not found.
  {
    route: 'partnerFirm/balance',
    target: 'none',
    expect: NO_FIRM,
  },
  // Its monthly statement, as its balance: no customer's own firm, nor anyone else's.
  {
    route: 'partnerFirm/statement',
    target: 'none',
    expect: NO_FIRM,
  },
  {
    route: 'partnerFirm/statement',
    target: "A's record",
    expect: NO_COMPANY_ROLE,
  },
  { route: 'statement/pdf', target: 'none', expect: NO_FIRM },
  {
    route: 'partnerFirm/insert',
    target: 'none',
    expect: NO_COMPANY_ROLE,
  },
  {
    route: 'partnerFirm/list',
    target: 'none',
    expect: NO_COMPANY_ROLE,
  },
  // Proposals (docs/rules/proposals.md) on a request a member of A filed for A: its members who
  // write decide (viewers read the offers only); other companies see nothing of it.
  {
    route: 'proposal/accept',
    target: "A's record",
    expect: A_WRITING_MEMBERS,
  },
  {
    route: 'proposal/reject',
    target: "A's record",
    expect: A_WRITING_MEMBERS,
  },
  { route: 'proposal/list', target: "A's record", expect: A_MEMBERS },
];
