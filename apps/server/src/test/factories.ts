import type {
  ApiTokenForm,
  ApiTokenWithSecret,
  CustomerType,
  WebhookWithSecret,
} from '@georisk/contract';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  advisories,
  articles,
  events,
  branches,
  checkinRecipients,
  checkins,
  exposureAlerts,
  categories,
  companies,
  companyMembers,
  factors,
  feedSources,
  incidents,
  invitations,
  messages,
  queryTypes,
  riskKeywordRules,
  travellers,
  trips,
  partnerFirmMembers,
  partnerFirms,
  users,
  vouchers,
} from '../db/schema.js';
import { hashPassword } from '../modules/accounts/index.js';
import type { Roles } from '../domain/caller.js';
import type { TestApp } from './test-app.js';

/**
 * The server tests' one factories module: `build<Record>(t, overrides)` writes a valid record
 * straight to the database and returns its row, so a test states only what matters to it and does
 * not depend on another resource's API (each API is tested on its own).
 */

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** The one row a returning insert gave back. */
const first = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error('fixture not created');
  return row;
};

export type TestRole = 'customer' | 'partner' | 'admin';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  /** A valid access token for this user. */
  token: string;
}

const ROLES: Record<TestRole, Roles> = {
  customer: { is_customer: true, is_partner: false, is_admin: false },
  partner: { is_customer: false, is_partner: true, is_admin: false },
  admin: { is_customer: false, is_partner: false, is_admin: true },
};

/** An active user with a role, plus an access token. */
/**
 * Every built user has the same password, so its argon2 hash (about 40 ms by design) is computed
 * once per test file; a world of a dozen users per test would otherwise spend most of its time
 * hashing.
 */
const DEFAULT_PASSWORD = 'Secret#123';
let defaultPasswordHash: Promise<string> | undefined;
const hashOfDefaultPassword = () => (defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD));

export const buildUser = async (
  t: TestApp,
  {
    role = 'customer',
    active = true,
    email,
  }: { role?: TestRole; active?: boolean; email?: string } = {},
): Promise<TestUser> => {
  const password = DEFAULT_PASSWORD;
  const address = email ?? `${role}-${randomUUID().slice(0, 8)}@georisk.test`;
  const row = await first(
    t.database.db
      .insert(users)
      .values({
        firstName: 'Test',
        lastName: role[0]!.toUpperCase() + role.slice(1),
        email: address,
        phone: '+447700900123',
        passwordHash: await hashOfDefaultPassword(),
        isActive: active,
        isCustomer: ROLES[role].is_customer,
        isPartner: ROLES[role].is_partner,
        isAdmin: ROLES[role].is_admin,
      })
      .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName }),
  );
  return {
    id: row.id,
    email: address,
    password,
    name: `${row.firstName} ${row.lastName}`,
    token: await t.app.tokens.signAccess(row.id, ROLES[role], 0),
  };
};

/** A customer for each name, built one after another. */
export const buildPeople = async <Name extends string>(
  t: TestApp,
  names: readonly Name[],
): Promise<Record<Name, TestUser>> => {
  const people = {} as Record<Name, TestUser>;
  for (const name of names) people[name] = await buildUser(t);
  return people;
};

export const buildCategory = (
  t: TestApp,
  overrides: Partial<typeof categories.$inferInsert> = {},
) =>
  first(
    t.database.db
      .insert(categories)
      .values({
        name: unique('Category'),
        icon: 'globe',
        about: 'About the category',
        ...overrides,
      })
      .returning(),
  );

export const buildFactor = (
  t: TestApp,
  categoriesId: string,
  overrides: Partial<typeof factors.$inferInsert> = {},
) =>
  first(
    t.database.db
      .insert(factors)
      .values({
        categoriesId,
        name: unique('Factor'),
        code: unique('F'),
        icon: 'flag',
        about: 'About the factor',
        ...overrides,
      })
      .returning(),
  );

export const buildQueryType = (
  t: TestApp,
  categoriesId: string,
  overrides: Partial<Omit<typeof queryTypes.$inferInsert, 'customerType'>> & {
    customerType?: CustomerType;
  } = {},
) =>
  first(
    t.database.db
      .insert(queryTypes)
      .values({
        categoriesId,
        name: unique('QueryType'),
        icon: 'question',
        about: 'About the query type',
        customerType: 'Global',
        ...overrides,
      })
      .returning(),
  );

/** The cast of the geography and alert tests: an admin, two customers and a partner. */
export const buildCast = async (t: TestApp) => {
  const [admin, alice, bob, partner] = await Promise.all([
    buildUser(t, { role: 'admin' }),
    buildUser(t),
    buildUser(t),
    buildUser(t, { role: 'partner' }),
  ]);
  return { admin, alice, bob, partner };
};

/** A category with two factors and a Global query type: what an answerable incident needs. */
export const buildReferenceSet = async (t: TestApp) => {
  const category = await buildCategory(t);
  const factorA = await buildFactor(t, category.id);
  const factorB = await buildFactor(t, category.id);
  const queryType = await buildQueryType(t, category.id);
  return { category, factors: [factorA, factorB] as const, queryType };
};

type IncidentValues = Omit<typeof incidents.$inferInsert, 'customerType'> & {
  customerType?: CustomerType;
};

export const buildIncident = (
  t: TestApp,
  values: Omit<IncidentValues, 'query'> & { query?: string },
) =>
  first(
    t.database.db
      .insert(incidents)
      .values({ query: 'Is the corridor safe?', customerType: 'Global', ...values })
      .returning(),
  );

/** Incidents in bulk (list and paging tests), oldest first, one second apart. */
export const buildIncidents = (
  t: TestApp,
  { count, ...values }: Omit<IncidentValues, 'query'> & { count: number },
) => {
  const start = Date.now() - count * 1000;
  return t.database.db
    .insert(incidents)
    .values(
      Array.from({ length: count }, (_, i) => ({
        query: `Query number ${i + 1}`,
        customerType: 'Global',
        ...values,
        createdAt: new Date(start + i * 1000),
      })),
    )
    .returning();
};

/** A message in a request's conversation, stored directly (no mail, no unread mark). */
export const buildMessage = (t: TestApp, values: typeof messages.$inferInsert) =>
  first(t.database.db.insert(messages).values(values).returning({ id: messages.id }));

export const buildArticle = (t: TestApp, overrides: Partial<typeof articles.$inferInsert> = {}) =>
  first(
    t.database.db
      .insert(articles)
      .values({
        title: 'Matrix',
        url: `https://example.org/${randomUUID()}`,
        publishedAt: new Date(),
        sourceName: 'Desk',
        riskLevel: 'Risk',
        content: 'Text',
        ...overrides,
      })
      .returning(),
  );

/** A news event with one live article (docs/rules/news.md, "Events"). */
export const buildNewsEvent = async (t: TestApp) => {
  const now = new Date();
  const event = await first(
    t.database.db
      .insert(events)
      .values({ title: 'Matrix event', level: 'Risk', firstSeen: now, lastSeen: now })
      .returning(),
  );
  await buildArticle(t, { title: event.title, eventId: event.id });
  return event;
};

export const buildFeedSource = (
  t: TestApp,
  overrides: Partial<typeof feedSources.$inferInsert> = {},
) =>
  first(
    t.database.db
      .insert(feedSources)
      .values({
        url: `https://example.org/${randomUUID()}.xml`,
        name: unique('Feed'),
        ...overrides,
      })
      .returning(),
  );

export const buildRiskRule = (
  t: TestApp,
  overrides: Partial<typeof riskKeywordRules.$inferInsert> = {},
) =>
  first(
    t.database.db
      .insert(riskKeywordRules)
      .values({ keyword: unique('word'), riskLevel: 'Risk', ...overrides })
      .returning(),
  );

/**
 * A new access token for a user whose earlier ones were ended (password change, logout
 * everywhere: docs/security.md), with the roles and session version the database holds now.
 */
export const renewToken = async (t: TestApp, user: TestUser): Promise<string> => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new Error('user not found');
  const roles = { is_customer: row.isCustomer, is_partner: row.isPartner, is_admin: row.isAdmin };
  return t.app.tokens.signAccess(row.id, roles, row.sessionVersion);
};

/** A company with its members as given (the first is usually its owner). */
export const buildCompany = async (
  t: TestApp,
  members: { user: TestUser; role: 'owner' | 'admin' | 'member' | 'viewer' }[],
  overrides: Partial<typeof companies.$inferInsert> = {},
) => {
  const company = await first(
    t.database.db
      .insert(companies)
      .values({ name: unique('Company'), kind: 'Corporate', country: 'GB', ...overrides })
      .returning(),
  );
  for (const { user, role } of members) {
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: user.id, role });
  }
  return company;
};

/** Two companies: A with its owner and a member, B with an owner of its own (an outsider to A). */
export const buildCompanyPair = async (t: TestApp) => {
  const [owner, member, ownerB] = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
  const companyA = await buildCompany(t, [
    { user: owner, role: 'owner' },
    { user: member, role: 'member' },
  ]);
  const companyB = await buildCompany(t, [{ user: ownerB, role: 'owner' }]);
  return { owner, member, ownerB, companyA: companyA.id, companyB: companyB.id };
};

/** An open invitation to `companyId` (or expired/used as overridden); answers the plain token. */
export const buildInvitation = async (
  t: TestApp,
  companyId: string,
  invitedBy: TestUser,
  overrides: Partial<typeof invitations.$inferInsert> = {},
) => {
  const token = randomBytes(32).toString('base64url');
  await t.database.db.insert(invitations).values({
    companyId,
    invitedBy: invitedBy.id,
    email: `${unique('invitee')}@georisk.test`,
    role: 'member',
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(Date.now() + 86_400_000),
    ...overrides,
  });
  return token;
};

/** What a visitor fills in to sign up through an invitation. */
export const invitedPerson = {
  firstName: 'Invited',
  lastName: 'Colleague',
  phone: '+447700900123',
  password: 'Secret#123',
};

/** A branch of a company (`companyId`) or of a solo customer (`userId`): Lyon, France by default. */
export const buildBranch = (
  t: TestApp,
  owner: { companyId: string } | { userId: string },
  overrides: Partial<typeof branches.$inferInsert> = {},
) =>
  first(
    t.database.db
      .insert(branches)
      .values({
        ...owner,
        name: unique('Branch'),
        kind: 'office',
        lat: 45.76,
        lon: 4.84,
        country: 'FR',
        ...overrides,
      })
      .returning(),
  );

/**
 * An open exposure alert on a fresh branch of the owner (a company's or a solo customer's) about
 * a fresh High Risk article 12 km away (docs/rules/exposure.md).
 */
export const buildExposureAlert = async (
  t: TestApp,
  owner: { companyId: string } | { userId: string },
  overrides: Partial<typeof exposureAlerts.$inferInsert> = {},
) => {
  const branch = await buildBranch(t, owner);
  const article = await buildArticle(t, { riskLevel: 'High Risk', title: unique('Unrest near') });
  const alert = await first(
    t.database.db
      .insert(exposureAlerts)
      .values({
        companyId: 'companyId' in owner ? owner.companyId : null,
        userId: 'userId' in owner ? owner.userId : null,
        branchId: branch.id,
        articleId: article.id,
        distanceKm: 12,
        level: 'High Risk',
        ...overrides,
      })
      .returning(),
  );
  return { ...alert, branchId: alert.branchId ?? branch.id };
};

/** A traveller of a company (`companyId`) or of a solo customer (`userId`). */
export const buildTraveller = (
  t: TestApp,
  owner: { companyId: string } | { userId: string },
  overrides: Partial<typeof travellers.$inferInsert> = {},
) =>
  first(
    t.database.db
      .insert(travellers)
      .values({
        ...owner,
        name: 'Ada Traveller',
        email: `${unique('traveller')}@georisk.test`,
        ...overrides,
      })
      .returning(),
  );

/** A trip of the traveller's owner: one stop in Lyon, next year; planned unless overridden. */
export const buildTrip = async (
  t: TestApp,
  owner: { companyId: string } | { userId: string },
  overrides: Partial<typeof trips.$inferInsert> = {},
) => {
  const traveller = await buildTraveller(t, owner);
  const from = new Date(Date.now() + 365 * 86_400_000);
  const to = new Date(from.getTime() + 2 * 86_400_000);
  return first(
    t.database.db
      .insert(trips)
      .values({
        ...owner,
        travellerId: traveller.id,
        purpose: 'Site visit',
        status: 'planned',
        segments: [
          {
            placeName: 'Lyon',
            lat: 45.76,
            lon: 4.84,
            country: 'FR',
            timeZone: 'Europe/Paris',
            fromUtc: from.toISOString(),
            toUtc: to.toISOString(),
          },
        ],
        countries: ['FR'],
        startsAt: from,
        endsAt: to,
        ...overrides,
      })
      .returning(),
  );
};

/** A company's advisory for a country (France by default), written over a live one. */
export const buildAdvisory = (
  t: TestApp,
  companyId: string,
  overrides: Partial<typeof advisories.$inferInsert> = {},
) => {
  const values = { companyId, country: 'FR', text: 'Stay alert', ...overrides };
  return first(
    t.database.db
      .insert(advisories)
      .values(values)
      .onConflictDoUpdate({
        target: [advisories.companyId, advisories.country],
        targetWhere: sql`${advisories.isDeleted} = false`,
        set: { text: values.text },
      })
      .returning(),
  );
};

/**
 * An open check-in of the owner asking one fresh traveller (docs/rules/checkins.md), and a
 * signed answer link token for that traveller.
 */
export const buildCheckin = async (
  t: TestApp,
  owner: { companyId: string } | { userId: string },
  createdBy: string,
  overrides: Partial<typeof checkins.$inferInsert> = {},
) => {
  const traveller = await buildTraveller(t, owner);
  const checkin = await first(
    t.database.db
      .insert(checkins)
      .values({
        ...owner,
        kind: 'travellers',
        createdBy,
        expiresAt: new Date(Date.now() + 72 * 3_600_000),
        ...overrides,
      })
      .returning(),
  );
  const recipient = await first(
    t.database.db
      .insert(checkinRecipients)
      .values({
        checkinId: checkin.id,
        travellerId: traveller.id,
        name: traveller.name,
        email: traveller.email,
      })
      .returning(),
  );
  const token = await t.app.tokens.signCheckin(recipient.id, checkin.expiresAt);
  return { checkin, recipient, traveller, token };
};

/**
 * A webhook added through the API by `token`'s holder (a company's owner or admin: their
 * company's; a platform admin: the platform's), with its one-time secret.
 */
export const buildWebhook = async (
  t: TestApp,
  token: string,
  overrides: { url?: string; events?: string[] } = {},
): Promise<WebhookWithSecret> => {
  const reply = await t.call(
    'webhook/insert',
    {
      url: `https://example.org/hooks/${unique('hook')}`,
      events: ['request.created'],
      ...overrides,
    },
    token,
  );
  if (reply.statusCode !== 200) throw new Error(`webhook/insert: ${reply.body}`);
  return reply.json<{ webhook: WebhookWithSecret }>().webhook;
};

/** An API token made through token/insert by the token's holder (docs/rules/api-tokens.md). */
export const buildApiToken = async (
  t: TestApp,
  token: string,
  overrides: Partial<ApiTokenForm> = {},
): Promise<ApiTokenWithSecret> => {
  const reply = await t.call(
    'token/insert',
    {
      name: unique('Token'),
      kind: 'personal',
      scopes: ['read:news'],
      expires_in_days: 30,
      ...overrides,
    },
    token,
  );
  if (reply.statusCode !== 200) throw new Error(`token/insert: ${reply.body}`);
  return reply.json<{ token: ApiTokenWithSecret }>().token;
};

/** A live voucher (docs/rules/credits.md) for `credits`, with `maxUses` uses; answers its code. */
export const buildVoucher = async (t: TestApp, credits = 2, maxUses = 100) => {
  const code = Array.from(
    { length: 12 },
    () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[randomInt(31)],
  ).join('');
  await t.database.db.insert(vouchers).values({
    codeHash: createHash('sha256').update(code).digest('hex'),
    codeHint: code.slice(-4),
    credits,
    maxUses,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return code;
};

/**
 * An open invoice for the cheapest pack on sale, bought through the API by `buyer` (with
 * `account: company` for their company): its id (docs/rules/purchases.md).
 */
export const buildInvoice = async (
  t: TestApp,
  buyer: TestUser,
  account?: 'personal' | 'company',
): Promise<string> => {
  const packs = (await t.call('purchase/packs', {}, buyer.token)).json<{
    packs: { pack_id: string }[];
  }>();
  const reply = await t.call(
    'purchase/insert',
    { pack_id: packs.packs[0]!.pack_id, ...(account && { account }) },
    buyer.token,
  );
  if (reply.statusCode !== 200) throw new Error(`purchase/insert: ${reply.body}`);
  return reply.json<{ invoice: { invoice_id: string } }>().invoice.invoice_id;
};

/** A partner firm (docs/rules/partners.md), with `partners` as members (the first its owner). */
export const buildPartnerFirm = async (t: TestApp, partners: TestUser[] = []) => {
  const [firm] = await t.database.db
    .insert(partnerFirms)
    .values({ name: unique('Firm') })
    .returning({ id: partnerFirms.id });
  for (const [i, partner] of partners.entries()) {
    await t.database.db
      .insert(partnerFirmMembers)
      .values({ userId: partner.id, firmId: firm!.id, isOwner: i === 0 })
      .onConflictDoUpdate({
        target: partnerFirmMembers.userId,
        set: { firmId: firm!.id, isOwner: i === 0 },
      });
  }
  return firm!.id;
};
