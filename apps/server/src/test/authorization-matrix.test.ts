import { monthBefore } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyMembers,
  passkeys,
  recoveryCodes,
  totpFactors,
  userSessions,
} from '../db/schema.js';
import { createSoftAuthenticator } from './soft-authenticator.js';
import { codeFor } from './totp-codes.js';
import { CALLERS, MATRIX, type Caller, type MatrixRow } from './authorization-matrix.js';
import {
  buildApiToken,
  buildArticle,
  buildBranch,
  buildCheckin,
  buildExposureAlert,
  buildTraveller,
  buildTrip,
  buildCategory,
  buildCompany,
  buildFactor,
  buildFeedSource,
  buildNewsEvent,
  buildIncident,
  buildInvitation,
  buildQueryType,
  buildReferenceSet,
  buildRiskRule,
  buildUser,
  buildInvoice,
  buildPartnerFirm,
  buildVoucher,
  buildWebhook,
  invitedPerson,
  renewToken,
  unique,
  type TestUser,
} from './factories.js';
import { PDF, upload } from './file-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

type Users = Record<'customerA' | 'customerB' | 'partner' | 'admin', TestUser>;
type Reference = Awaited<ReturnType<typeof buildReferenceSet>>;

interface Cell {
  caller: Caller;
  /** The caller's own account; for callers without one, customer A's. */
  self: TestUser;
  target: MatrixRow['target'];
}

let t: TestApp;
let users: Users;
let ref: Reference;
/** Factors are written under their own category, so the answers of `ref` stay complete. */
let scratch: Awaited<ReturnType<typeof buildCategory>>;
/** A second partner, never a caller: the one who holds a request in "held by another" rows. */
let otherPartner: TestUser;
/** A company of a customer who is never a caller, and its owner. */
let companyA: { id: string; owner: TestUser };
const tokens: Partial<Record<Caller, string>> = {};
const incidentOf = (owner: TestUser, holder?: TestUser) =>
  buildIncident(t, {
    queryTypeId: ref.queryType.id,
    createdBy: owner.id,
    assignedTo: holder?.id,
    status: holder ? 'In review' : 'Submitted',
  });
/** Every factor rated, so the answer can be published. */
const answerBody = () =>
  Object.fromEntries(
    ref.factors.map((factor) => [factor.id, { response_status: 'Green', response: 'Calm' }]),
  );
/** Gives the request to another partner than the matrix's (an admin's assignment). */
const handToAnother = async (incidentId: string) => {
  const res = await t.call(
    'incident/assign',
    { incident_id: incidentId, user_id: otherPartner.id },
    users.admin.token,
  );
  if (res.statusCode !== 200) throw new Error(`incident not assigned: ${res.body}`);
};
/**
 * A's incident answered by the partner through the API, published unless `draft`; for "held by
 * another" it is then handed to another partner. Returns the incident and finding ids.
 */
const findingOnA = async (target: MatrixRow['target'] = "A's record", draft = false) => {
  const incident = await incidentOf(users.customerA);
  const res = await t.call(
    'finding/insert',
    { incident_id: incident.id, factor_response: answerBody(), draft },
    users.partner.token,
  );
  if (res.statusCode !== 200) throw new Error(`finding not inserted: ${res.body}`);
  if (target === 'held by another') await handToAnother(incident.id);
  return {
    incidentId: incident.id,
    findingId: (res.json().finding as { finding_id: string }).finding_id,
  };
};
/** A's incident, free or (for "held by another") assigned to another partner. */
const requestOfA = async (target: MatrixRow['target']) => {
  const incident = await incidentOf(users.customerA);
  if (target === 'held by another') await handToAnother(incident.id);
  return incident;
};
const login = async (user: TestUser) => {
  const res = await t.call(
    'auth/login',
    { email: user.email, password: user.password },
    tokens.anonymous,
  );
  return res.json().user as { refreshToken: string };
};
/** A fresh enrolment's key (a confirmed factor is dropped first, so every cell starts alike). */
const pendingSecretOf = async (user: TestUser) => {
  await t.database.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  await t.database.db.delete(totpFactors).where(eq(totpFactors.userId, user.id));
  const started = await t.call('mfa/totpStart', {}, user.token);
  return (started.json().enrolment as { secret: string }).secret;
};
/** A new session of the user's (rows, not logins: the login limit would refuse so many). */
const sessionOf = async (user: TestUser) => {
  const [row] = await t.database.db
    .insert(userSessions)
    .values({ userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: userSessions.id });
  return row!.id;
};
/** A passkey row of the user's (the library's checks are passkeys.routes.test.ts's). */
const passkeyOf = async (user: TestUser) => {
  const [row] = await t.database.db
    .insert(passkeys)
    .values({ userId: user.id, name: 'Key', credentialId: unique('cred'), publicKey: 'AA' })
    .returning({ id: passkeys.id });
  return row!.id;
};
/** A passkey the user's browser created for a fresh registerStart challenge. */
const passkeyRegistration = async (user: TestUser) => {
  const started = await t.call('passkey/registerStart', {}, user.token);
  const options = started.json().options ?? { challenge: 'AAAA', rp: {} };
  return { name: 'Key', response: createSoftAuthenticator('http://georisk.test').create(options) };
};
const inactiveUser = () => buildUser(t, { active: false });
const article = () => buildArticle(t);
const feed = (url?: string) => buildFeedSource(t, url ? { url } : {});
/** Nothing listens on port 9, so polling it fails: the feed's failure, not the caller's. */
const closedFeedUrl = () => `http://127.0.0.1:9/${unique('closed')}.xml`;

const referenceBody = {
  categories: () => ({ name: unique('Category'), icon: 'globe', about: 'About' }),
  factor: () => ({
    categories_id: scratch.id,
    name: unique('Factor'),
    code: unique('F'),
    icon: 'flag',
    about: 'About',
  }),
  queryType: () => ({
    name: unique('Type'),
    icon: 'question',
    about: 'About',
    customerType: 'Global',
    categories_id: ref.category.id,
  }),
};

/** The body of each route for one cell: valid input, so that access is the only variable. */
/** A fresh firm: the partner's own ("own"), or another partner's. */
const firmOf = (target: MatrixRow['target']) =>
  buildPartnerFirm(t, [target === 'own' ? users.partner : otherPartner]);

/** A's request priced on quote, awaiting proposals. */
const quoteRequestOfA = () =>
  buildIncident(t, { queryTypeId: ref.queryType.id, createdBy: users.customerA.id, onQuote: true });
/** An offer on such a request by `partner`, made the first of a fresh firm. */
const proposalOnA = async (partner: TestUser) => {
  await buildPartnerFirm(t, [partner]);
  const incident = await quoteRequestOfA();
  const res = await t.call(
    'proposal/insert',
    { incident_id: incident.id, price_credits: 1, delivery_hours: 1 },
    partner.token,
  );
  if (res.statusCode !== 200) throw new Error(`proposal not sent: ${res.body}`);
  return res.json().proposal.proposal_id as string;
};

const BODIES: Record<string, (cell: Cell) => Promise<unknown> | unknown> = {
  'auth/generic': () => ({}),
  'auth/refresh': async ({ self }) => ({ refreshToken: (await login(self)).refreshToken }),
  'auth/login': () => ({ email: users.customerA.email, password: users.customerA.password }),
  'auth/logout': () => ({}),
  'auth/mfa': () => ({ mfa_token: 'not-a-token' }),
  'auth/mfaEnrol': () => ({}),
  'mfa/totpConfirm': async ({ self }) => ({ code: codeFor(await pendingSecretOf(self)) }),
  'mfa/totpDisable': async ({ self }) => {
    const { code } = { code: codeFor(await pendingSecretOf(self)) };
    const confirmed = await t.call('mfa/totpConfirm', { code }, self.token);
    return { recovery_code: (confirmed.json().recovery_codes as string[])[0] };
  },
  'auth/passkeyStart': () => ({}),
  'auth/passkey': () => ({ mfa_token: 'not-a-token' }),
  'passkey/register': ({ self }) => passkeyRegistration(self),
  'passkey/remove': async ({ self, target }) => ({
    passkey_id: await passkeyOf(target === 'own' ? self : users.customerA),
    currentPassword: self.password,
  }),
  'session/revoke': async ({ self, target }) => ({
    session_id: await sessionOf(target === 'own' ? self : users.customerA),
  }),
  'user/insert': () => ({
    firstName: 'New',
    lastName: 'User',
    email: `${unique('new')}@georisk.test`,
    phone: '+447700900123',
    password: 'Secret#123',
  }),
  'user/active': async () => ({ user_id: (await inactiveUser()).id, otp: '0000' }),
  'user/generateOtp': async () => ({ user_id: (await inactiveUser()).id }),
  'user/forget': () => ({ email: users.customerA.email }),
  'user/resetPassword': () => ({ token: 'x'.repeat(43), password: 'Secret#123' }),
  'user/updatePassword': ({ self, target }) => {
    const user = target === 'own' ? self : users.customerA;
    return { email: user.email, currentPassword: user.password, password: user.password };
  },
  'user/getByEmail': ({ self, target }) => ({
    remote_email: (target === 'own' ? self : users.customerA).email,
  }),
  'user/list': () => ({}),
  'user/disable': async () => ({ user_id: (await buildUser(t)).id, disabled: true }),
  'user/setRoles': async () => ({
    user_id: (await buildUser(t)).id,
    is_admin: false,
    is_partner: false,
    is_customer: true,
  }),
  'categories/insert': () => referenceBody.categories(),
  'categories/update': async () => ({
    ...referenceBody.categories(),
    categories_id: (await buildCategory(t)).id,
  }),
  'categories/remove': async () => ({
    categories_id: (await buildCategory(t)).id,
    is_deleted: true,
  }),
  'categories/get': () => ({ categories_id: ref.category.id }),
  'factor/insert': () => referenceBody.factor(),
  'factor/update': async () => ({
    ...referenceBody.factor(),
    factor_id: (await buildFactor(t, scratch.id)).id,
  }),
  'factor/remove': async () => ({
    factor_id: (await buildFactor(t, scratch.id)).id,
    is_deleted: true,
  }),
  'factor/get': () => ({ factor_id: ref.factors[0].id }),
  'queryType/insert': () => referenceBody.queryType(),
  'queryType/update': async () => ({
    ...referenceBody.queryType(),
    queryType_id: (await buildQueryType(t, ref.category.id)).id,
  }),
  'queryType/remove': async () => ({
    queryType_id: (await buildQueryType(t, ref.category.id)).id,
    is_deleted: true,
  }),
  'queryType/get': () => ({ queryType_id: ref.queryType.id }),
  'articles/insert': () => ({
    title: 'Matrix',
    url: `https://example.org/${unique('a')}`,
    sourceName: 'Desk',
    publishedAt: new Date().toISOString(),
    riskLevel: 'Risk',
    content: 'Text',
  }),
  'articles/update': async () => ({
    title: 'Matrix 2',
    url: `https://example.org/${unique('a')}`,
    sourceName: 'Desk',
    publishedAt: new Date().toISOString(),
    riskLevel: 'Severe',
    content: 'Text',
    articles_id: (await article()).id,
  }),
  'articles/remove': async () => ({ articles_id: (await article()).id, is_deleted: true }),
  'articles/get': async () => ({ articles_id: (await article()).id }),
  'event/get': async () => ({ event_id: (await buildNewsEvent(t)).id }),
  'articles/verify': async () => ({ articles_id: (await article()).id, verification: 'confirmed' }),
  'incident/insert': () => ({
    customerType: 'Global',
    queryType_id: ref.queryType.id,
    query: 'Is it safe?',
  }),
  'incident/update': async () => ({
    incident_id: (await incidentOf(users.customerA)).id,
    customerType: 'Global',
    queryType_id: ref.queryType.id,
    query: 'Changed',
  }),
  'incident/remove': async () => ({
    incident_id: (await incidentOf(users.customerA)).id,
    is_deleted: true,
  }),
  'incident/get': async ({ self, target }) => ({
    incident_id: (await incidentOf(target === 'own' ? self : users.customerA)).id,
  }),
  'finding/insert': async ({ target }) => ({
    incident_id: (await requestOfA(target)).id,
    factor_response: answerBody(),
  }),
  'finding/update': async ({ target }) => ({
    finding_id: (await findingOnA(target)).findingId,
    factor_response: answerBody(),
  }),
  // Its holder may drop an unpublished draft ("A's record"); a published answer is history.
  'finding/remove': async ({ target }) => ({
    finding_id: (await findingOnA(target, target === "A's record")).findingId,
    is_deleted: true,
  }),
  'finding/get': async ({ target }) => ({
    finding_id: (await findingOnA(target, target === "A's draft")).findingId,
  }),
  'finding/list': async () => ({ incident_id: (await findingOnA()).incidentId }),
  'finding/search': async () => ({ incident_id: (await findingOnA()).incidentId }),
  'finding/history': async () => ({ incident_id: (await findingOnA()).incidentId }),
  'incident/claim': async () => ({ incident_id: (await incidentOf(users.customerA)).id }),
  'incident/assign': async () => ({
    incident_id: (await incidentOf(users.customerA)).id,
    user_id: users.partner.id,
  }),
  'incident/release': async () => ({
    incident_id: (await incidentOf(users.customerA, users.partner)).id,
  }),
  'message/insert': async ({ target }) => ({
    incident_id: (await requestOfA(target)).id,
    body: 'Any news?',
  }),
  'message/list': async () => ({ incident_id: (await incidentOf(users.customerA)).id }),
  'message/read': async () => ({ incident_id: (await incidentOf(users.customerA)).id }),
  'user/resendActivation': async () => ({ user_id: (await inactiveUser()).id }),
  'sla/update': () => ({ customerType: 'Citizen', hours: 72 }),
  'notification/read': () => ({ all: true }),
  'profile/get': () => ({}),
  'profile/update': () => ({
    firstName: 'Matrix',
    lastName: 'Profiled',
    phone: '+447700900123',
    time_zone: 'Europe/London',
    mail_requests: true,
    mail_watch: true,
  }),
  'feeds/insert': () => ({
    url: `https://example.org/${unique('feed')}.xml`,
    name: unique('Feed'),
    defaultRiskLevel: 'Risk',
  }),
  'feeds/update': async () => ({
    feed_id: (await feed()).id,
    url: 'https://example.org/other.xml',
    name: unique('Feed'),
    defaultRiskLevel: 'Severe',
  }),
  'feeds/remove': async () => ({ feed_id: (await feed()).id, is_deleted: true }),
  'feeds/list': () => ({}),
  'feeds/fetchNow': async () => ({ feed_id: (await feed(closedFeedUrl())).id }),
  'riskRules/insert': () => ({ keyword: unique('word'), riskLevel: 'Severe' }),
  'riskRules/remove': async () => ({ riskRule_id: (await buildRiskRule(t)).id, is_deleted: true }),
  'riskRules/list': () => ({}),
  'voucher/insert': () => ({
    credits: 2,
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  }),
  'voucher/redeem': async () => ({ code: await buildVoucher(t) }),
  'pack/list': () => ({}),
  'pack/insert': () => ({ name: unique('Pack'), credits: 5, price_eur: 2500 }),
  'pack/update': async () => ({
    ...(
      await t.call(
        'pack/insert',
        { name: unique('Pack'), credits: 5, price_eur: 2500 },
        users.admin.token,
      )
    ).json().pack,
    credits: 6,
  }),
  'purchase/packs': () => ({ currency: 'GBP' }),
  'purchase/insert': async ({ self }) => ({
    pack_id: (await t.call('purchase/packs', {}, self.token)).json().packs[0].pack_id,
  }),
  'purchase/list': () => ({}),
  'invoice/list': () => ({ status: 'open' }),
  'invoice/markPaid': async () => ({ invoice_id: await buildInvoice(t, users.customerA) }),
  'invoice/pdf': async ({ self, target }) => ({
    invoice_id: await buildInvoice(t, target === 'own' ? self : users.customerA),
  }),
  'partnerFirm/insert': () => ({ name: unique('Firm') }),
  'partnerFirm/list': () => ({}),
  'partnerFirm/directory': () => ({}),
  // "own": no firm named, the caller's own (made the partner's first); else another firm's.
  'bank/get': async ({ target }) =>
    target === 'own' ? (await firmOf('own'), {}) : { partner_firm_id: await firmOf(target) },
  'bank/update': async ({ target }) => ({
    ...(target === 'own' ? (await firmOf('own'), {}) : { partner_firm_id: await firmOf(target) }),
    holder: 'Firm GmbH',
    iban: 'DE89370400440532013000',
    bic: 'DEUTDEFF',
  }),
  'partnerFirm/balance': async ({ target }) => ({ partner_firm_id: await firmOf(target) }),
  'partnerFirm/statement': async ({ target }) => ({
    partner_firm_id: await firmOf(target),
    month: monthBefore(new Date()),
  }),
  'statement/pdf': async ({ target }) => ({
    partner_firm_id: await firmOf(target),
    month: monthBefore(new Date()),
  }),
  'partnerFirm/update': async ({ target }) => ({
    partner_firm_id: await firmOf(target),
    name: unique('Firm'),
  }),
  'partnerFirm/assign': async () => ({
    partner_firm_id: await firmOf('own'),
    user_id: otherPartner.id,
  }),
  'partnerFirm/unassign': async ({ target }) => ({
    partner_firm_id: await firmOf(target),
    user_id: target === 'own' ? users.partner.id : otherPartner.id,
  }),
  'proposal/insert': async () => {
    await firmOf('own');
    return { incident_id: (await quoteRequestOfA()).id, price_credits: 1, delivery_hours: 1 };
  },
  'proposal/withdraw': async ({ target }) => ({
    proposal_id: await proposalOnA(target === 'own' ? users.partner : otherPartner),
  }),
  'proposal/accept': async () => ({ proposal_id: await proposalOnA(otherPartner) }),
  'proposal/reject': async () => ({ proposal_id: await proposalOnA(otherPartner) }),
  'proposal/list': async () => ({ incident_id: (await quoteRequestOfA()).id }),
  'country/get': () => ({ code: 'FR' }),
  'country/history': () => ({ code: 'FR', days: 30 }),
  'place/search': () => ({ q: 'Paris' }),
  'watch/insert': () => ({ country: 'FR' }),
  'watch/remove': async () => ({
    watch_id: (await t.call('watch/insert', { country: 'FR' }, users.customerA.token)).json().watch
      .watch_id,
  }),
  'company/insert': () => ({ name: unique('Company'), kind: 'Corporate', country: 'GB' }),
  'company/get': ({ target }) => (target === 'own' ? {} : { company_id: companyA.id }),
  'company/update': () => ({
    company_id: companyA.id,
    name: 'Renamed',
    kind: 'Corporate',
    country: 'GB',
  }),
  'company/requireMfa': () => ({ company_id: companyA.id, required: true }),
  'auth/ssoDomain': () => ({ email: 'someone@acme.test' }),
  'auth/ssoStart': () => ({ email: 'someone@no-sso.test' }),
  'auth/ssoExchange': () => ({ code: 'not-a-real-code' }),
  'company/sso': () => ({ company_id: companyA.id }),
  'company/ssoSet': () => ({
    company_id: companyA.id,
    issuer: 'https://idp.example.com',
    client_id: 'georisk',
    client_secret: 'a-secret',
    allowed_domains: ['acme.test'],
    default_role: 'member',
    enabled: true,
    enforced: false,
  }),
  'member/list': () => ({ company_id: companyA.id }),
  'member/invite': () => ({ email: `${unique('invitee')}@georisk.test`, role: 'member' }),
  'member/setRole': () => ({ user_id: companyA.owner.id, role: 'viewer' }),
  'member/remove': () => ({ user_id: companyA.owner.id }),
  'invitation/get': async () => ({ token: await buildInvitation(t, companyA.id, companyA.owner) }),
  'invitation/accept': async () => ({
    token: await buildInvitation(t, companyA.id, companyA.owner),
    ...invitedPerson,
  }),
  'branch/insert': () => BRANCH,
  'branch/get': async () => ({ branch_id: (await branchOfA()).id }),
  'branch/update': async () => ({ ...BRANCH, branch_id: (await branchOfA()).id }),
  'branch/remove': async () => ({ branch_id: (await branchOfA()).id, is_deleted: true }),
  'branch/import': () => ({ csv: BRANCH_CSV }),
  'exposure/get': async ({ target }) =>
    target === 'own' ? {} : { branch_id: (await branchOfA()).id },
  'developments/list': async () => ({ incident_id: (await incidentOf(users.customerA)).id }),
  'alert/get': async () => ({ alert_id: (await alertOfA()).id }),
  'alert/acknowledge': async () => ({ alert_id: (await alertOfA()).id }),
  'alert/dismiss': async () => ({ alert_id: (await alertOfA()).id, reason: 'A drill' }),
  'alert/escalate': async () => ({ alert_id: (await alertOfA()).id }),
  // Schedule: "own" acts on the caller's own traveller; "A's record" on customer A's.
  'traveller/insert': () => TRAVELLER,
  'traveller/get': async () => ({ traveller_id: (await travellerOfA()).id }),
  'traveller/update': async () => ({ ...TRAVELLER, traveller_id: (await travellerOfA()).id }),
  'traveller/remove': async () => ({ traveller_id: (await travellerOfA()).id }),
  'trip/insert': async ({ self }) => tripBody((await buildTraveller(t, { userId: self.id })).id),
  'trip/get': async () => ({ trip_id: (await tripOfA()).id }),
  'trip/update': async () => {
    const trip = await tripOfA();
    return { ...tripBody(trip.travellerId), trip_id: trip.id };
  },
  'trip/remove': async () => ({ trip_id: (await tripOfA()).id }),
  'trip/import': async ({ self }) => ({
    format: 'csv',
    file: `traveller_email,purpose,city,country,from,to\n${(await buildTraveller(t, { userId: self.id })).email},Visit,Lyon,FR,2027-05-01 09:00,2027-05-02 09:00\n`,
  }),
  'trip/brief': async () => ({ trip_id: (await tripOfA()).id }),
  'pdf/report': async () => ({ incident_id: (await findingOnA()).incidentId }),
  'pdf/country': () => ({ code: 'FR' }),
  'pdf/trip': async () => ({ trip_id: (await tripOfA()).id }),
  'checkin/insert': async ({ self }) => ({
    by: 'travellers',
    traveller_ids: [(await buildTraveller(t, { userId: self.id })).id],
  }),
  'checkin/get': async () => ({ checkin_id: (await checkinOfA()).checkin.id }),
  'checkin/close': async () => ({ checkin_id: (await checkinOfA()).checkin.id }),
  'checkin/export': async () => ({ checkin_id: (await checkinOfA()).checkin.id }),
  'checkin/respond': async () => ({ token: (await checkinOfA()).token, answer: 'safe' }),
  'digest/send': () => ({ period: 'weekly' }),
  'digest/unsubscribe': async ({ self, target }) => ({
    token: await t.app.tokens.signDigestUnsubscribe(
      target === 'own' ? self.id : users.customerA.id,
      new Date(Date.now() + 3_600_000),
    ),
  }),
  'trip/approve': async () => ({ trip_id: (await tripOfA()).id }),
  'trip/reject': async () => ({ trip_id: (await tripOfA()).id, note: 'No' }),
  'advisory/upsert': () => ({ country: 'FR', text: 'Stay alert' }),
  'advisory/get': () => ({ country: 'FR' }),
  'advisory/remove': () => ({ country: 'FR' }),
  'tripSettings/update': () => ({ approval_level: 'Severe' }),
  'token/insert': () => API_TOKEN,
  'token/remove': async ({ self, target }) => ({
    token_id: (await buildApiToken(t, (target === 'own' ? self : users.customerA).token)).token_id,
  }),
  'file/insert': async () => upload('incident', (await incidentOf(users.customerA)).id, PDF),
  'file/list': async ({ target }) =>
    target === 'own' ? {} : { incident_id: (await incidentOf(users.customerA)).id },
  'file/download': async ({ target }) => ({ file_id: await fileOnA(target) }),
  'file/remove': async ({ target }) => ({ file_id: await fileOnA(target) }),
  'webhook/insert': () => WEBHOOK,
  'webhook/update': async ({ target }) => ({ ...WEBHOOK, webhook_id: await webhookOf(target) }),
  'webhook/remove': async ({ target }) => ({ webhook_id: await webhookOf(target) }),
  'webhook/rotate': async ({ target }) => ({ webhook_id: await webhookOf(target) }),
  'webhook/test': async ({ target }) => ({ webhook_id: await webhookOf(target) }),
  'webhook/deliveries': async ({ target }) => ({ webhook_id: await webhookOf(target) }),
};
const API_TOKEN = { name: 'Matrix', kind: 'personal', scopes: ['read:news'], expires_in_days: 7 };
/** A PDF attached by `uploader` to A's request, or (for "A's draft") to the partner's draft. */
const fileOnA = async (target: MatrixRow['target']) => {
  if (target === "A's draft") {
    const { findingId } = await findingOnA(target, true);
    return attachedFile(upload('finding', findingId, PDF), users.partner);
  }
  const incident = await incidentOf(users.customerA);
  return attachedFile(upload('incident', incident.id, PDF), users.customerA);
};
const attachedFile = async (body: ReturnType<typeof upload>, uploader: TestUser) => {
  const res = await t.call('file/insert', body, uploader.token);
  if (res.statusCode !== 200) throw new Error(`file not attached: ${res.body}`);
  return res.json().file.file_id as string;
};
const WEBHOOK = { url: 'https://example.org/hooks/matrix', events: ['request.created'] };
/** "own": a platform webhook (a platform admin's); "A's record": a webhook of company A. */
const webhookOf = async (target: MatrixRow['target']) =>
  (await buildWebhook(t, target === 'own' ? users.admin.token : companyA.owner.token)).webhook_id;
const LIST_BODY = () => ({});
const BRANCH = { name: 'Lyon office', kind: 'office', lat: 45.76, lon: 4.84, country: 'FR' };
const BRANCH_CSV =
  'name,kind,lat,lon,city,country,radius_km,min_level,people\nLyon,office,45.76,4.84,,FR,,,\n';
const branchOfA = () => buildBranch(t, { userId: users.customerA.id });
const alertOfA = () => buildExposureAlert(t, { userId: users.customerA.id });
const TRAVELLER = { name: 'Ada Traveller', email: 'ada@georisk.test' };
const travellerOfA = () => buildTraveller(t, { userId: users.customerA.id });
const tripOfA = () => buildTrip(t, { userId: users.customerA.id });
const checkinOfA = () => buildCheckin(t, { userId: users.customerA.id }, users.customerA.id);
const tripBody = (travellerId: string) => ({
  traveller_id: travellerId,
  purpose: 'Visit',
  segments: [{ country: 'FR', from: '2027-05-01T09:00', to: '2027-05-02T09:00' }],
});

/** Routes that end every access token of the caller (docs/security.md): a new one after. */
const ENDS_SESSIONS = new Set(['auth/logout', 'user/updatePassword']);
/** A company created in a cell is dropped after it, so the callers stay without one. */
const leaveCreatedCompany = (self: TestUser) =>
  t.database.db.delete(companyMembers).where(eq(companyMembers.userId, self.id));

describe('authorization matrix', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    users = {
      customerA: await buildUser(t, { role: 'customer' }),
      customerB: await buildUser(t, { role: 'customer' }),
      partner: await buildUser(t, { role: 'partner' }),
      admin: await buildUser(t, { role: 'admin' }),
    };
    ref = await buildReferenceSet(t);
    scratch = await buildCategory(t);
    otherPartner = await buildUser(t, { role: 'partner' });
    const owner = await buildUser(t);
    companyA = { id: (await buildCompany(t, [{ user: owner, role: 'owner' }])).id, owner };
    tokens.anonymous = await t.anonymousToken();
    for (const role of Object.keys(users) as (keyof Users)[]) tokens[role] = users[role].token;
  });
  afterAll(() => t.close());

  it('covers every API route', async () => {
    await t.app.ready();
    // The health probes are GETs, public by design: plugins/health.test.ts covers them.
    const documented = Object.entries((t.app.swagger() as { paths: Record<string, object> }).paths)
      .filter(([path, operations]) => path.startsWith('/api/') && 'post' in operations)
      .map(([path]) => path.slice('/api/'.length));
    const inMatrix = new Set(MATRIX.map((row) => row.route));
    expect(documented.filter((route) => !inMatrix.has(route))).toEqual([]);
  });

  for (const row of MATRIX) {
    it(`${row.route} (${row.target})`, async () => {
      const seen: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const self = caller in users ? users[caller as keyof Users] : users.customerA;
        const build = BODIES[row.route] ?? LIST_BODY;
        const body = await build({ caller, self, target: row.target });
        const res = await t.call(row.route, body, tokens[caller]);
        seen[caller] = res.statusCode;
        if (res.statusCode === 200 && row.route === 'company/insert') {
          await leaveCreatedCompany(self);
        }
        if (res.statusCode === 200 && ENDS_SESSIONS.has(row.route)) {
          // The body builders act with the users' own tokens too.
          self.token = await renewToken(t, self);
          tokens[caller] = self.token;
        }
      }
      expect(seen).toEqual(row.expect);
    });
  }
});
