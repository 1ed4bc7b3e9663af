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

const row = (...s: [number, number, number, number, number, number, number, number]) =>
  Object.fromEntries(COMPANY_CALLERS.map((caller, i) => [caller, s[i]])) as CompanyExpect;

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
  { route: 'company/update', target: 'own', expect: row(401, 401, 403, 200, 200, 403, 403, 200) },
  { route: 'company/update', target: "A's record", expect: A_MANAGERS },
  // Requiring a second factor of members: like editing the company (its owners and admins).
  {
    route: 'company/requireMfa',
    target: 'own',
    expect: row(401, 401, 403, 200, 200, 403, 403, 200),
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
  { route: 'company/sso', target: 'own', expect: row(401, 401, 404, 200, 403, 403, 403, 200) },
  {
    route: 'company/sso',
    target: "A's record",
    expect: row(401, 401, 403, 200, 403, 403, 403, 403),
  },
  { route: 'company/ssoSet', target: 'own', expect: row(401, 401, 403, 200, 403, 403, 403, 200) },
  {
    route: 'company/ssoSet',
    target: "A's record",
    expect: row(401, 401, 403, 200, 403, 403, 403, 403),
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
  { route: 'branch/insert', target: 'own', expect: BRANCH_MANAGERS },
  { route: 'branch/get', target: "A's record", expect: A_MEMBERS },
  { route: 'branch/update', target: "A's record", expect: A_MANAGERS },
  { route: 'branch/remove', target: "A's record", expect: A_MANAGERS },
  { route: 'branch/list', target: 'own', expect: row(401, 401, 200, 200, 200, 200, 200, 200) },
  { route: 'branch/import', target: 'own', expect: BRANCH_MANAGERS },
  { route: 'branch/export', target: 'own', expect: row(401, 401, 200, 200, 200, 200, 200, 200) },
  // Exposure alerts (docs/rules/exposure.md): "own" lists the caller's company's alerts (the solo
  // customer's own); "A's record" is an alert on a branch of company A: its members and viewers
  // read it, its owners and admins handle it.
  { route: 'alert/list', target: 'own', expect: row(401, 401, 200, 200, 200, 200, 200, 200) },
  { route: 'alert/get', target: "A's record", expect: A_MEMBERS },
  { route: 'alert/acknowledge', target: "A's record", expect: A_MANAGERS },
  { route: 'alert/dismiss', target: "A's record", expect: A_MANAGERS },
  { route: 'alert/escalate', target: "A's record", expect: A_MANAGERS },
  // Company watchlists (docs/rules/companies.md): "own" adds to the caller's company's list (the
  // solo customer has none: 400) or lists it beside their own watches; "A's record" is A's entry.
  { route: 'watch/insert', target: 'own', expect: row(401, 401, 400, 200, 200, 403, 403, 200) },
  { route: 'watch/list', target: 'own', expect: row(401, 401, 200, 200, 200, 200, 200, 200) },
  { route: 'watch/remove', target: "A's record", expect: A_MEMBER_MANAGERS },
  // The exposure map: the caller's branches (each their own company's), or one of A's.
  { route: 'exposure/get', target: 'own', expect: row(401, 401, 200, 200, 200, 200, 200, 200) },
  { route: 'exposure/get', target: "A's record", expect: A_MEMBERS },
  // Schedule (docs/rules/schedule.md): travellers and trips as branches; "own" writes to the
  // caller's company (the solo customer's own), "A's record" is company A's. A's trips wait for
  // approval; A's owners and admins decide. Advisories and the approval level are a company's.
  { route: 'traveller/insert', target: 'own', expect: BRANCH_MANAGERS },
  { route: 'traveller/get', target: "A's record", expect: A_MEMBERS },
  { route: 'traveller/update', target: "A's record", expect: A_MANAGERS },
  { route: 'traveller/remove', target: "A's record", expect: A_MANAGERS },
  { route: 'traveller/list', target: 'own', expect: row(401, 401, 200, 200, 200, 200, 200, 200) },
  { route: 'trip/insert', target: 'own', expect: BRANCH_MANAGERS },
  { route: 'trip/get', target: "A's record", expect: A_MEMBERS },
  { route: 'trip/update', target: "A's record", expect: A_MANAGERS },
  { route: 'trip/remove', target: "A's record", expect: A_MANAGERS },
  { route: 'trip/list', target: 'own', expect: row(401, 401, 200, 200, 200, 200, 200, 200) },
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
  { route: 'checkin/list', target: 'own', expect: row(401, 401, 200, 200, 200, 200, 200, 200) },
  { route: 'checkin/close', target: "A's record", expect: A_MANAGERS },
  { route: 'checkin/export', target: "A's record", expect: A_MEMBERS },
  // PDF documents (docs/rules/pdf.md) as their screens: a request of company A answered by a
  // partner, and a trip of company A.
  { route: 'pdf/report', target: "A's record", expect: A_MEMBERS },
  { route: 'pdf/trip', target: "A's record", expect: A_MEMBERS },
  {
    route: 'checkin/respond',
    target: "A's record",
    expect: row(401, 200, 200, 200, 200, 200, 200, 200),
  },
  // Digests (docs/rules/digests.md): platform admins send; the signed link alone unsubscribes.
  { route: 'digest/send', target: 'none', expect: row(401, 401, 403, 403, 403, 403, 403, 403) },
  // The queue export is the platform staff's: no company role reaches it.
  {
    route: 'incident/export',
    target: 'none',
    expect: row(401, 401, 403, 403, 403, 403, 403, 403),
  },
  {
    route: 'digest/unsubscribe',
    target: 'own',
    expect: row(200, 200, 200, 200, 200, 200, 200, 200),
  },
  {
    route: 'digest/unsubscribe',
    target: "A's record",
    expect: row(200, 200, 200, 200, 200, 200, 200, 200),
  },
  {
    route: 'invitation/get',
    target: "A's record",
    expect: row(401, 200, 200, 200, 200, 200, 200, 200),
  },
  // The trail of the caller's own company, for its owners and admins (docs/rules/audit.md);
  // B's owner reads B's rows. The chain check spans every company: platform admins only.
  { route: 'audit/list', target: 'own', expect: MANAGERS_ONLY },
  { route: 'audit/export', target: 'own', expect: MANAGERS_ONLY },
  { route: 'audit/verify', target: 'own', expect: row(401, 401, 403, 403, 403, 403, 403, 403) },
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
  { route: 'webhook/update', target: "A's record", expect: A_MANAGERS },
  { route: 'webhook/remove', target: "A's record", expect: A_MANAGERS },
  { route: 'webhook/rotate', target: "A's record", expect: A_MANAGERS },
  { route: 'webhook/test', target: "A's record", expect: A_MANAGERS },
  { route: 'webhook/deliveries', target: "A's record", expect: A_MANAGERS },
  // Trends are news only, no company's data: anyone with a token (docs/rules/trends.md).
  { route: 'country/history', target: 'none', expect: row(401, 200, 200, 200, 200, 200, 200, 200) },
  { route: 'country/trends', target: 'none', expect: row(401, 200, 200, 200, 200, 200, 200, 200) },
  // The gazetteer is no company's data: every signed-in user, whatever their company role.
  { route: 'place/search', target: 'none', expect: row(401, 401, 200, 200, 200, 200, 200, 200) },
  // Partners and admins only (authorization-matrix.ts): every company role is a customer here.
  { route: 'articles/verify', target: 'none', expect: row(401, 401, 403, 403, 403, 403, 403, 403) },
  // Files (docs/rules/files.md): "A's record" is a request a member of A filed for the company,
  // with a PDF attached; whoever does not read the request finds no such file (404).
  {
    route: 'file/insert',
    target: "A's record",
    expect: row(401, 401, 404, 200, 200, 200, 403, 404),
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
    expect: row(401, 401, 404, 200, 200, 200, 403, 404),
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
  { route: 'bank/get', target: 'none', expect: row(401, 401, 404, 404, 404, 404, 404, 404) },
  // No customer belongs to a firm: the caller's own firm's balance is not found.
  {
    route: 'partnerFirm/balance',
    target: 'none',
    expect: row(401, 401, 404, 404, 404, 404, 404, 404),
  },
  // Its monthly statement, as its balance: no customer's own firm, nor anyone else's.
  {
    route: 'partnerFirm/statement',
    target: 'none',
    expect: row(401, 401, 404, 404, 404, 404, 404, 404),
  },
  {
    route: 'partnerFirm/statement',
    target: "A's record",
    expect: row(401, 401, 403, 403, 403, 403, 403, 403),
  },
  { route: 'statement/pdf', target: 'none', expect: row(401, 401, 404, 404, 404, 404, 404, 404) },
  {
    route: 'partnerFirm/insert',
    target: 'none',
    expect: row(401, 401, 403, 403, 403, 403, 403, 403),
  },
  {
    route: 'partnerFirm/list',
    target: 'none',
    expect: row(401, 401, 403, 403, 403, 403, 403, 403),
  },
  // Proposals (docs/rules/proposals.md) on a request a member of A filed for A: its members who
  // write decide (viewers read the offers only); other companies see nothing of it.
  {
    route: 'proposal/accept',
    target: "A's record",
    expect: row(401, 401, 403, 200, 200, 200, 403, 403),
  },
  {
    route: 'proposal/reject',
    target: "A's record",
    expect: row(401, 401, 403, 200, 200, 200, 403, 403),
  },
  { route: 'proposal/list', target: "A's record", expect: A_MEMBERS },
];
