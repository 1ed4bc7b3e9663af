import type { ArticlePlace } from '@georisk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Columns every row carries (docs/architecture.md): opaque UUID id, timestamps, soft delete. */
const base = {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  isDeleted: boolean('is_deleted').notNull().default(false),
};
const live = (table: { isDeleted: unknown }) => sql`${table.isDeleted} = false`;

/** PostgreSQL's text-search document; only ever written by the database (generated columns). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/**
 * The words of a text in the search configuration (docs/rules/news.md, "Search"), weighted: A for
 * a title or a request's question, B for an article's body or a message. Generated and stored,
 * so every writer (forms, feeds, seeds) keeps it current without knowing of it.
 */
const searchDocument = (...parts: [column: string, weight: 'A' | 'B'][]) =>
  tsvector('search')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        parts
          .map(([column, weight]) => `setweight(to_tsvector('english', "${column}"), '${weight}')`)
          .join(' || '),
      ),
    );

export const users = pgTable(
  'users',
  {
    ...base,
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isCustomer: boolean('is_customer').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPartner: boolean('is_partner').notNull().default(false),
    /** An admin switched the account off: no login, no refresh, its tokens refused. */
    isDisabled: boolean('is_disabled').notNull().default(false),
    /**
     * Carried in every access token; raised by a role change, a disable, a logout-everywhere and
     * a password change or reset, so earlier access tokens stop working (docs/security.md).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The profile (docs/rules/accounts.md, "Profile"): an IANA zone, null until first completed. */
    timeZone: text('time_zone'),
    /** Notification mails about the person's requests; the in-app notice comes regardless. */
    mailRequests: boolean('mail_requests').notNull().default(true),
    mailWatch: boolean('mail_watch').notNull().default(true),
    /** 'off', 'daily' or 'weekly': the digest e-mail (docs/rules/digests.md). */
    digest: text('digest').notNull().default('off'),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
  },
  // The address is stored in its canonical spelling (contract canonicalEmail), so plain equality
  // is the uniqueness rule: the database never lower-cases it its own, different way.
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otps_user_created').on(t.userId, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash').on(t.tokenHash)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Absolute end of the family: rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_user').on(t.userId),
  ],
);

/**
 * One row per login (docs/rules/accounts.md, "Sessions"): its id is the refresh-token family's
 * and the access tokens' `sid`, so revoking it ends both (the session guard checks it).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Browser and system read from the User-Agent at login, e.g. "Chrome 131 on Linux". */
    device: text('device').notNull().default(''),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The refresh family's absolute end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user').on(t.userId)],
);

/**
 * A user's TOTP factor (RFC 6238). The secret is sealed (AES-256-GCM under a key derived from the
 * server secret); `confirmedAt` null while enrolment waits for its first code; `lastStep` is the
 * time step of the last accepted code, so a code is never accepted twice.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Passkeys (WebAuthn credentials) a user registered as a second factor: the public key and the
 * signature counter the authenticator last showed (docs/rules/second-factor.md).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential').on(t.credentialId),
    index('passkeys_user').on(t.userId),
  ],
);

/** One pending WebAuthn challenge per user and purpose: single use, short-lived. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

/** Ten single-use codes per confirmed factor, stored as digests only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recovery_codes_hash').on(t.codeHash),
    index('recovery_codes_user').on(t.userId),
  ],
);

/**
 * What a mail is about, for the recipient's profile switches (docs/rules/accounts.md, "Profile"):
 * 'request' and 'watch' mails can be switched off, 'account' mails (codes, links) cannot.
 */
export type MailKind = 'account' | 'request' | 'watch' | 'digest';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    kind: text('kind').$type<MailKind>().notNull().default('account'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The RFC 8058 one-click unsubscribe link, sent as List-Unsubscribe (digests only). */
    unsubscribeUrl: text('unsubscribe_url'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Not sent, for good: the recipient's account is disabled (docs/rules/accounts.md). */
    withheldAt: timestamp('withheld_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_unsent')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null and ${t.withheldAt} is null`),
  ],
);

/**
 * Mail to one person about one request is coalesced (docs/rules/incidents.md): after a mail,
 * the window stays open until `ends_at`; updates inside it are held, the newest as the outbox row
 * `held_mail_id` (no send job yet), and a `mail-window` job releases it when the window ends.
 */
export const mailWindows = pgTable(
  'mail_windows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** What the mails are about: a request's id, or a topic such as `exposure` (new alerts). */
    topic: text('topic').notNull(),
    /** The request, when the window is one request's. */
    incidentId: uuid('incident_id').references(() => incidents.id),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Updates held since the last mail: the held mail is the newest and says "and held-1 more". */
    held: integer('held').notNull().default(0),
    heldMailId: uuid('held_mail_id').references(() => mailOutbox.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topic] }),
    uniqueIndex('mail_windows_held_mail').on(t.heldMailId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    ...base,
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    about: text('about').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('categories_name_live')
      .on(sql`lower(${t.name})`)
      .where(live(t)),
  ],
);

export const factors = pgTable(
  'factors',
  {
    ...base,
    categoriesId: uuid('categories_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    icon: text('icon').notNull(),
    about: text('about').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [index('factors_category').on(t.categoriesId).where(live(t))],
);

export const queryTypes = pgTable(
  'query_types',
  {
    ...base,
    categoriesId: uuid('categories_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    about: text('about').notNull(),
    customerType: text('customer_type').notNull().default('Global'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id),
    /** Credits a request of this type costs (docs/rules/credits.md); admins set it. */
    priceCredits: integer('price_credits').notNull().default(1),
    /** Priced on quote: firms propose a price instead (docs/rules/proposals.md). */
    onQuote: boolean('on_quote').notNull().default(false),
  },
  (t) => [
    index('query_types_category').on(t.categoriesId).where(live(t)),
    check('query_types_price_credits_range', sql`${t.priceCredits} between 0 and 100000`),
  ],
);

export const incidents = pgTable(
  'incidents',
  {
    ...base,
    query: text('query').notNull(),
    queryTypeId: uuid('query_type_id')
      .notNull()
      .references(() => queryTypes.id),
    customerType: text('customer_type').notNull(),
    status: text('status').notNull().default('Submitted'),
    /** ISO 3166-1 alpha-2 codes the request is about (docs/rules/geography.md). */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    // The request workflow (docs/rules/incidents.md#workflow).
    assignedTo: uuid('assigned_to').references(() => users.id),
    /** Filing time + the SLA hours of the customer type at filing; the insert always sets it. */
    dueAt: timestamp('due_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '48 hours'`),
    /** The latest published revision (0: unanswered) and its Green/Yellow/Red counts. */
    revision: integer('revision').notNull().default(0),
    outcome: jsonb('outcome').$type<{ Green: number; Yellow: number; Red: number }>(),
    /** The owner wrote a message no analyst has read yet (the queue's mark). */
    unreadMessages: boolean('unread_messages').notNull().default(false),
    /** Filed for the author's company (docs/rules/companies.md, "Shared requests"); null: personal. */
    companyId: uuid('company_id').references(() => companies.id),
    /** Filed under a type priced on quote (fixed at filing): docs/rules/proposals.md. */
    onQuote: boolean('on_quote').notNull().default(false),
    /** The firm whose proposal was accepted; null while an on-quote request awaits quotes. */
    quotedFirmId: uuid('quoted_firm_id').references((): AnyPgColumn => partnerFirms.id),
    /** When that proposal was accepted: the request's clock starts then, due in its hours. */
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    search: searchDocument(['query', 'A']),
  },
  (t) => [
    index('incidents_search').using('gin', t.search),
    index('incidents_owner_created').on(t.createdBy, t.createdAt).where(live(t)),
    index('incidents_company_created')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.isDeleted} = false and ${t.companyId} is not null`),
    index('incidents_created').on(t.createdAt).where(live(t)),
    index('incidents_status').on(t.status, t.createdAt).where(live(t)),
    index('incidents_countries').using('gin', t.countries),
    // The queue's default order: unanswered first, soonest due first.
    index('incidents_queue')
      .on(sql`(${t.status} = 'Answered')`, t.dueAt, t.id)
      .where(live(t)),
    index('incidents_assignee').on(t.assignedTo, t.dueAt).where(live(t)),
  ],
);

export const findings = pgTable(
  'findings',
  {
    ...base,
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /** The analyst's working copy: summary, and whether it holds unpublished changes. */
    summary: text('summary').notNull().default(''),
    draft: boolean('draft').notNull().default(false),
    /** The latest published revision of this finding (0: only a draft so far). */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [uniqueIndex('findings_incident_live').on(t.incidentId).where(live(t))],
);

/** Every published answer, kept: revision n is what the customer read after the n-th publish. */
export const findingRevisions = pgTable(
  'finding_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    findingId: uuid('finding_id')
      .notNull()
      .references(() => findings.id),
    revision: integer('revision').notNull(),
    summary: text('summary').notNull().default(''),
    /** `{ <factor_id>: { response_status, response } }` as published. */
    factorResponse: jsonb('factor_response')
      .$type<Record<string, { response_status: string; response: string }>>()
      .notNull(),
    publishedBy: uuid('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('finding_revisions_number').on(t.findingId, t.revision)],
);

export const findingResponses = pgTable(
  'finding_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    findingId: uuid('finding_id')
      .notNull()
      .references(() => findings.id),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => factors.id),
    responseStatus: text('response_status').notNull(),
    response: text('response').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('finding_responses_factor').on(t.findingId, t.factorId)],
);

export const feedSources = pgTable(
  'feed_sources',
  {
    ...base,
    url: text('url').notNull(),
    name: text('name').notNull(),
    defaultRiskLevel: text('default_risk_level').notNull().default('Risk'),
    /** The default level stands for every item that matches no keyword (docs/rules/news.md). */
    everyItemIsAlert: boolean('every_item_is_alert').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Admiralty reliability A-F; F (cannot be judged) until an admin grades it. */
    grade: text('grade').notNull().default('F'),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [uniqueIndex('feed_sources_url_live').on(t.url).where(live(t))],
);

export const riskKeywordRules = pgTable(
  'risk_keyword_rules',
  {
    ...base,
    keyword: text('keyword').notNull(),
    riskLevel: text('risk_level').notNull(),
    /** ISO 639-1: the rule grades articles in that language only; null: every article. */
    language: text('language'),
    createdBy: uuid('created_by').references(() => users.id),
  },
  // One live rule per keyword and language in any case, decided by the index (docs/rules/news.md).
  (t) => [
    uniqueIndex('risk_keyword_rules_keyword_language_live')
      .on(sql`lower(${t.keyword})`, sql`coalesce(${t.language}, '')`)
      .where(live(t)),
  ],
);

/**
 * One happening that several articles tell (docs/rules/news.md, "Events"): an article joins an
 * event of the last 72 hours whose articles' headlines are like its own and that shares a country
 * or a place with it. `level` is its articles' highest; `place_keys` (placeKey in
 * modules/events) index the candidate read.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    title: text('title').notNull(),
    level: text('level').notNull(),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    places: jsonb('places').$type<ArticlePlace[]>().notNull().default([]),
    placeKeys: text('place_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('events_countries').using('gin', t.countries),
    index('events_place_keys').using('gin', t.placeKeys),
    index('events_last_seen').on(t.lastSeen),
  ],
);

/**
 * What an event already told someone, at the highest level so far (docs/rules/news.md, "Events"):
 * a watch's news (`kind` watch, `target_id` the watch) or a request's stale mark (stale, the
 * request). A later article of the event tells again only at a higher level.
 */
export const eventNotices = pgTable(
  'event_notices',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
    level: text('level').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind, t.targetId] })],
);

export const articles = pgTable(
  'articles',
  {
    ...base,
    title: text('title').notNull(),
    url: text('url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    sourceName: text('source_name').notNull(),
    riskLevel: text('risk_level').notNull(),
    emoji: text('emoji').notNull().default(''),
    content: text('content').notNull(),
    about: text('about').notNull().default(''),
    icon: text('icon').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    feedSourceId: uuid('feed_source_id').references(() => feedSources.id),
    createdBy: uuid('created_by').references(() => users.id),
    /** ISO 639-1, detected at ingestion, corrected by admins; null: not known. */
    language: text('language'),
    /** unverified | confirmed | disputed, set by partners and admins (docs/rules/news.md). */
    verification: text('verification').notNull().default('unverified'),
    /** Countries the article is about: tagged at ingestion, corrected by admins. */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Cities the article names (docs/rules/geography.md, "Places"): tagged, corrected by admins. */
    places: jsonb('places').$type<ArticlePlace[]>().notNull().default([]),
    /** When watch and stale alerts were raised for this article; null: still to do. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    /**
     * When an admin changed its places or level: its located alerts are matched again by the next
     * sweep, which clears this (docs/rules/exposure.md). Null: nothing to do.
     */
    rematchAt: timestamp('rematch_at', { withTimezone: true }),
    /** The happening it tells (docs/rules/news.md, "Events"); null until the news sweep took it. */
    eventId: uuid('event_id').references((): AnyPgColumn => events.id),
    /** Its headline's words as the clustering compares them (modules/events/headline-words.ts). */
    words: text('words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    search: searchDocument(['title', 'A'], ['content', 'B']),
    /**
     * The week it was published in (UTC days since 1970-01-01, divided by 7), as a one-element
     * array so it shares the GIN index with `search`: a search reads the matches of the latest
     * weeks first and stops once it has its window (docs/rules/news.md, "The window").
     */
    publishedWeek: integer('published_week')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`array[(("published_at" at time zone 'UTC')::date - date '1970-01-01') / 7]`),
      ),
  },
  (t) => [
    index('articles_search').using('gin', t.search, t.publishedWeek),
    index('articles_to_alert')
      .on(t.createdAt)
      .where(sql`${t.alertedAt} is null`),
    index('articles_to_rematch')
      .on(t.rematchAt)
      .where(sql`${t.rematchAt} is not null`),
    uniqueIndex('articles_url_live').on(t.url).where(live(t)),
    index('articles_published').on(t.publishedAt).where(live(t)),
    index('articles_countries').using('gin', t.countries),
    index('articles_event').on(t.eventId),
    // The exposure map's located news of the last days, newest first (modules/exposure).
    index('articles_located')
      .on(t.publishedAt)
      .where(sql`${t.isDeleted} = false and ${t.places} <> '[]'::jsonb`),
  ],
);

/**
 * A watch on a country: news at or above `minLevel` notifies its audience (docs/rules/geography.md).
 * Exactly one owner: a user (a personal watch) or a company (its watchlist, kept by its owners and
 * admins, heard by every member).
 */
export const watches = pgTable(
  'watches',
  {
    ...base,
    userId: uuid('user_id').references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id),
    country: text('country').notNull(),
    minLevel: text('min_level').notNull(),
    /** The last e-mail about this watch: at most one an hour. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('watches_user_country_live').on(t.userId, t.country).where(live(t)),
    uniqueIndex('watches_company_country_live').on(t.companyId, t.country).where(live(t)),
    index('watches_country').on(t.country).where(live(t)),
    check('watches_one_owner', sql`(${t.companyId} is null) <> (${t.userId} is null)`),
  ],
);

/**
 * Rate-limit counters shared by every server on one PostgreSQL when REDIS_URL is unset: one row
 * per key and window (docs/operations.md). Not an entity, so none of the `base` columns.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset').on(t.resetAt)],
);

/** Hours to answer, per customer type; admins edit them (`sla/update`). */
export const sla = pgTable('sla', {
  customerType: text('customer_type').primaryKey(),
  hours: integer('hours').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The conversation on a request between its owner and the analysts. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: searchDocument(['body', 'B']),
  },
  (t) => [
    index('messages_incident').on(t.incidentId, t.createdAt),
    index('messages_search').using('gin', t.search),
  ],
);

/** Kept per user; each links to a request, an article or a country. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    incidentId: uuid('incident_id').references(() => incidents.id),
    articlesId: uuid('articles_id').references(() => articles.id),
    country: text('country'),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.createdAt),
    index('notifications_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** One stale notice per request and revision: the owner hears of new developments once. */
/**
 * News that matched a watch within the hour after its last e-mail: gathered here and sent in one
 * digest e-mail once the hour is up (docs/rules/geography.md).
 */
export const watchDigestItems = pgTable(
  'watch_digest_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    watchId: uuid('watch_id')
      .notNull()
      .references(() => watches.id),
    articlesId: uuid('articles_id')
      .notNull()
      .references(() => articles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watch_digest_items_article').on(t.watchId, t.articlesId)],
);

export const staleNotices = pgTable(
  'stale_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    /** The time of the assessment (revision) the notice is about. */
    revisionAt: timestamp('revision_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stale_notices_revision').on(t.incidentId, t.revisionAt)],
);

/**
 * One-time tickets for the live event stream (docs/rules/live-updates.md): EventSource cannot send
 * a bearer header, so a signed-in caller trades its token for a ticket good for one stream and
 * 30 seconds, on whichever server the stream reaches. Only the ticket's hash is kept.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('event_tickets_expiry').on(t.expiresAt)],
);

/**
 * One version per cache topic (a table whose rows public replies are built from), raised by a
 * trigger in the same transaction as any write to that table, so a reply cache can tell a stale
 * copy from a current one by construction (docs/performance.md, "Caching").
 */
export const cacheVersions = pgTable('cache_versions', {
  topic: text('topic').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The audit trail (docs/rules/audit.md): append-only — a trigger refuses UPDATE, and DELETE except
 * for the retention trim — and each row's hash is sha256(previous hash + the row's canonical
 * text), so an edit or a removal breaks the chain where it happened.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    eventId: bigint('event_id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    companyId: uuid('company_id'),
    ip: text('ip'),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_at').on(t.at),
    index('audit_events_actor').on(t.actorUserId, t.eventId),
    index('audit_events_action').on(t.action, t.eventId),
    // A company's owners and admins read their company's rows, newest first (audit/list, export).
    index('audit_events_company').on(t.companyId, t.eventId),
  ],
);

/**
 * Where the chain starts after the retention trim: the last trimmed row's id and hash, so the
 * remaining rows still verify (docs/rules/audit.md, "Retention").
 */
export const auditCheckpoints = pgTable('audit_checkpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  throughEventId: bigint('through_event_id', { mode: 'bigint' }).notNull(),
  hash: text('hash').notNull(),
  trimmed: integer('trimmed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Organisations of customers (docs/rules/companies.md). */
export const companies = pgTable('companies', {
  ...base,
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  country: text('country').notNull(),
  domain: text('domain'),
  /** Members must sign in with a second factor (docs/rules/accounts.md, "Second factor"). */
  requireMfa: boolean('require_mfa').notNull().default(false),
});

/** One row per user: a user belongs to at most one company (the unique index says so). */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_members_user_unique').on(t.userId),
    index('company_members_company').on(t.companyId),
  ],
);

/** A mailed single-use link: only the sha256 of its token is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
    index('invitations_company_email').on(t.companyId, t.email),
  ],
);

/**
 * A company's place, or a solo customer's (exactly one owner: the check says so). The live rows'
 * GiST index on the point (lon, lat) lets exposure matching read a bounding box instead of every
 * branch (docs/rules/exposure.md); the (lat, lon) btree serves the map's reads.
 */
export const branches = pgTable(
  'branches',
  {
    ...base,
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    placeName: text('place_name'),
    country: text('country').notNull(),
    radiusKm: integer('radius_km').notNull().default(50),
    minLevel: text('min_level').notNull().default('High Risk'),
    people: integer('people').notNull().default(0),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    check('branches_one_owner', sql`(${t.companyId} is null) <> (${t.userId} is null)`),
    index('branches_position').on(t.lat, t.lon).where(live(t)),
    // A box search in both dimensions at once: the (lat, lon) btree reads the whole latitude band.
    index('branches_point')
      .using('gist', sql`point(${t.lon}, ${t.lat})`)
      .where(live(t)),
    // The largest radius in use sizes the boxes matching reads (one step down this index).
    index('branches_radius').on(t.radiusKm).where(live(t)),
    index('branches_company').on(t.companyId, t.name).where(live(t)),
    index('branches_user').on(t.userId, t.name).where(live(t)),
    index('branches_country').on(t.country).where(live(t)),
  ],
);

/* Exposure alerts (issue 21 items 3 and 5, docs/rules/exposure.md). */

export const EXPOSURE_ALERT_STATUSES = ['open', 'acknowledged', 'dismissed', 'escalated'] as const;

/**
 * News at or above a branch's level near it (or Severe in its country): one row per branch and
 * article, whoever matches first (the unique index settles races). Owned like its branch: a
 * company's or a solo customer's, never both. `distance_km` is null for a Severe article that
 * names the branch's country and no place. An in-trip alert is about a trip's stop instead
 * (`trip_id` and the stop's place in its list, `stop_index`, with its city and country as they
 * were): exactly one of a branch and a stop, one alert per stop and article
 * (docs/rules/exposure.md, "In-trip alerts").
 */
export const exposureAlerts = pgTable(
  'exposure_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id').references(() => users.id),
    branchId: uuid('branch_id').references(() => branches.id),
    tripId: uuid('trip_id').references((): AnyPgColumn => trips.id),
    stopIndex: integer('stop_index'),
    /** The stop as it was when alerted (a trip changed later keeps its alerts' story). */
    stopPlaceName: text('stop_place_name'),
    stopCountry: text('stop_country'),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id),
    /** The article's event: one alert per branch (or stop) and event, raised again on a rise. */
    eventId: uuid('event_id').references(() => events.id),
    distanceKm: doublePrecision('distance_km'),
    level: text('level').notNull(),
    status: text('status').notNull().default('open'),
    handledBy: uuid('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    note: text('note'),
    incidentId: uuid('incident_id').references(() => incidents.id),
  },
  (t) => [
    check('exposure_alerts_one_owner', sql`(${t.companyId} is null) <> (${t.userId} is null)`),
    check(
      'exposure_alerts_status',
      sql`${t.status} in ('open', 'acknowledged', 'dismissed', 'escalated')`,
    ),
    check(
      'exposure_alerts_branch_or_stop',
      sql`(${t.branchId} is null) <> (${t.tripId} is null) and (${t.tripId} is null) = (${t.stopIndex} is null)`,
    ),
    uniqueIndex('exposure_alerts_branch_article').on(t.branchId, t.articleId),
    uniqueIndex('exposure_alerts_stop_article').on(t.tripId, t.stopIndex, t.articleId),
    uniqueIndex('exposure_alerts_branch_event')
      .on(t.branchId, t.eventId)
      .where(sql`${t.eventId} is not null`),
    uniqueIndex('exposure_alerts_stop_event')
      .on(t.tripId, t.stopIndex, t.eventId)
      .where(sql`${t.eventId} is not null`),
    index('exposure_alerts_company').on(t.companyId, t.createdAt.desc()),
    index('exposure_alerts_user').on(t.userId, t.createdAt.desc()),
    index('exposure_alerts_open')
      .on(t.branchId)
      .where(sql`${t.status} = 'open'`),
  ],
);

// Schedule: travellers, trips, advisories (docs/rules/schedule.md).

/** A company's traveller, or a solo customer's (exactly one owner: the check says so). */
export const travellers = pgTable(
  'travellers',
  {
    ...base,
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The traveller's own account, when they have one. */
    accountId: uuid('account_id').references(() => users.id),
  },
  (t) => [
    check('travellers_one_owner', sql`(${t.companyId} is null) <> (${t.userId} is null)`),
    index('travellers_company').on(t.companyId, t.name).where(live(t)),
    index('travellers_user').on(t.userId, t.name).where(live(t)),
  ],
);

/** A stop of a trip as stored: UTC instants plus the zone its local times are shown in. */
export interface StoredSegment {
  placeName: string | null;
  lat: number | null;
  lon: number | null;
  country: string;
  timeZone: string;
  fromUtc: string;
  toUtc: string;
}

/**
 * A traveller's trip: its stops in order (jsonb, at most 20), and their span (`starts_at`,
 * `ends_at`) indexed so "who is where this week" reads only the trips overlapping the week.
 */
export const trips = pgTable(
  'trips',
  {
    ...base,
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id').references(() => users.id),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id),
    purpose: text('purpose').notNull(),
    status: text('status').notNull(),
    segments: jsonb('segments').$type<StoredSegment[]>().notNull(),
    countries: text('countries').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    check('trips_one_owner', sql`(${t.companyId} is null) <> (${t.userId} is null)`),
    index('trips_company_span').on(t.companyId, t.startsAt, t.endsAt).where(live(t)),
    index('trips_user_span').on(t.userId, t.startsAt, t.endsAt).where(live(t)),
    index('trips_traveller').on(t.travellerId).where(live(t)),
    // In-trip matching reads the trips under way at an article's time, of every company.
    index('trips_span').on(t.startsAt, t.endsAt).where(live(t)),
  ],
);

/** A company's own advisory for a country: one live row per company and country. */
export const advisories = pgTable(
  'advisories',
  {
    ...base,
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    country: text('country').notNull(),
    text: text('text').notNull(),
    overrideLevel: text('override_level'),
    emergencyContacts: text('emergency_contacts').notNull().default(''),
  },
  (t) => [uniqueIndex('advisories_company_country').on(t.companyId, t.country).where(live(t))],
);

/** A company's schedule settings: the level at or above which a trip needs approval. */
export const companyTripSettings = pgTable('company_trip_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  approvalLevel: text('approval_level').notNull().default('High Risk'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Check-ins: "Are you safe?" (docs/rules/checkins.md).

/**
 * A check-in a company (or a solo customer) started: whom it asked (a country, an event, or
 * chosen travellers), until when its links work, and when it was closed.
 */
export const checkins = pgTable(
  'checkins',
  {
    ...base,
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    country: text('country'),
    articleId: uuid('article_id').references(() => articles.id),
    message: text('message').notNull().default(''),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
  },
  (t) => [
    check('checkins_one_owner', sql`(${t.companyId} is null) <> (${t.userId} is null)`),
    index('checkins_company').on(t.companyId, t.createdAt.desc()),
    index('checkins_user').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * One asked traveller: name and address as mailed, the latest answer, and the reminders. The
 * reminder sweep reads `next_reminder_at` through its partial index (only unanswered rows with a
 * reminder still due are in it).
 */
export const checkinRecipients = pgTable(
  'checkin_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    checkinId: uuid('checkin_id')
      .notNull()
      .references(() => checkins.id),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    answer: text('answer'),
    note: text('note').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
  },
  (t) => [
    check('checkin_recipients_answer', sql`${t.answer} is null or ${t.answer} in ('safe', 'help')`),
    uniqueIndex('checkin_recipients_traveller').on(t.checkinId, t.travellerId),
    index('checkin_recipients_due')
      .on(t.nextReminderAt)
      .where(sql`${t.nextReminderAt} is not null`),
  ],
);

// Webhooks (docs/rules/webhooks.md).

/**
 * A URL that receives a company's events (or, with no company, every company's: the platform's
 * admins). The signing secret is kept sealed with the server secret (modules/webhooks/webhook-secret.ts).
 * `failing_since`: the first failed attempt since the last success; three days of it switch the
 * webhook off (`disabled_reason`).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    ...base,
    companyId: uuid('company_id').references(() => companies.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    secret: text('secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    disabledReason: text('disabled_reason'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('webhooks_company')
      .on(t.companyId)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/**
 * An API token (docs/rules/api-tokens.md): only the SHA-256 of its secret is kept. `companyId`
 * set: a company token (its owners and admins manage it; it acts as its creator's membership of
 * that company, within its scopes); null: the creator's personal token. Revoking sets
 * `revokedAt`; the row stays for the audit trail.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    ...base,
    tokenHash: text('token_hash').notNull(),
    /** `grk_` and the secret's first 4 characters, to tell tokens apart on a screen. */
    hint: text('hint').notNull(),
    name: text('name').notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    scopes: text('scopes').array().notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash').on(t.tokenHash),
    index('api_tokens_company').on(t.companyId),
    index('api_tokens_creator').on(t.createdBy),
  ],
);

/**
 * One message to one webhook: its event and body (as signed, sent the same on every attempt),
 * the attempts made, and the latest outcome. A pending row has its next attempt queued on the
 * job runner (the `webhook-deliver` queue) for `next_attempt_at`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id),
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    payload: text('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    error: text('error'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_webhook').on(t.webhookId, t.createdAt.desc())],
);

/**
 * A company's OIDC single sign-on (docs/rules/sso.md): one row per company. The client secret is
 * kept sealed (AES-256-GCM, key from the server secret); `allowed_domains` route logins to it, and
 * the unique index on `sso_domains` keeps one company per domain.
 */
export const companySso = pgTable('company_sso', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull(),
  defaultRole: text('default_role').notNull(),
  roleClaim: text('role_claim').notNull().default(''),
  roleMapping: jsonb('role_mapping').$type<Record<string, string>>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  enforced: boolean('enforced').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per (domain, company): the domain routing of the login screen. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [index('sso_domains_company').on(t.companyId)],
);

/**
 * One sign-in through a company's identity provider: the state (stored hashed), nonce and PKCE
 * verifier (sealed) of its start, used once within 10 minutes; then the one-time code (hashed)
 * the browser exchanges for the usual token pair, used once within 2 minutes.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    stateHash: text('state_hash').notNull(),
    secretsSealed: text('secrets_sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    stateUsedAt: timestamp('state_used_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id),
    handoffHash: text('handoff_hash'),
    handoffExpiresAt: timestamp('handoff_expires_at', { withTimezone: true }),
    handoffUsedAt: timestamp('handoff_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_attempts_state').on(t.stateHash),
    uniqueIndex('sso_attempts_handoff').on(t.handoffHash),
    index('sso_attempts_expires').on(t.expiresAt),
  ],
);
/**
 * Trends (docs/rules/trends.md): each country's news-only score at the end of each UTC day, one
 * row per country and day, kept two years. A day without a row for a country means it had no
 * signal that day. Platform-wide derived data, like the public country list: it belongs to no
 * company or person.
 */
export const countryScoresDaily = pgTable(
  'country_scores_daily',
  {
    country: text('country').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    score: integer('score').notNull(),
    level: text('level'),
  },
  (t) => [primaryKey({ columns: [t.country, t.day] }), index('country_scores_daily_day').on(t.day)],
);

/**
 * The days whose snapshot is taken: the snapshot inserts its day here and its rows in the same
 * transaction, so across servers each day is taken exactly once (the key), even a day without
 * any signal (no rows).
 */
export const countryScoreDays = pgTable('country_score_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per person and digest period that was dealt with (docs/rules/digests.md): its unique
 * key is the claim, so each person's digest of a period is sent at most once whatever the number
 * of servers; an empty digest is recorded too (`items` 0, no mail).
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    period: text('period').notNull(),
    /** The period's first day (UTC): the day itself, or the Monday of the week. */
    periodStart: text('period_start').notNull(),
    items: integer('items').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('digest_sends_period').on(t.userId, t.period, t.periodStart),
    index('digest_sends_user_created').on(t.userId, t.createdAt),
  ],
);

/**
 * The SLA escalations raised (docs/rules/incidents.md, "SLA escalation"): at most one per request
 * and level, its unique key the claim, so two servers never notify twice.
 */
export const slaEscalations = pgTable(
  'sla_escalations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    /** 'warning' at 75 % of the SLA, 'breach' at 100 %. */
    level: text('level').notNull(),
    notified: integer('notified').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sla_escalations_level').on(t.incidentId, t.level),
    check('sla_escalations_level_known', sql`${t.level} in ('warning', 'breach')`),
  ],
);

/**
 * Attachments (docs/rules/files.md): on a request, a message of its conversation or its finding.
 * `incident_id` is always the request the parent belongs to (who may see a file is who may see
 * that request; the 20-file limit counts per request). The bytes live in `file_contents`, so
 * lists never read them.
 */
export const files = pgTable(
  'files',
  {
    ...base,
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    parentKind: text('parent_kind').$type<'incident' | 'message' | 'finding'>().notNull(),
    messageId: uuid('message_id').references(() => messages.id),
    findingId: uuid('finding_id').references(() => findings.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('files_incident').on(t.incidentId, t.createdAt),
    index('files_created').on(t.createdAt),
    check(
      'files_parent',
      sql`(${t.parentKind} = 'incident' and ${t.messageId} is null and ${t.findingId} is null) or (${t.parentKind} = 'message' and ${t.messageId} is not null and ${t.findingId} is null) or (${t.parentKind} = 'finding' and ${t.findingId} is not null and ${t.messageId} is null)`,
    ),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: both read as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A file's bytes, read only by a download. */
export const fileContents = pgTable('file_contents', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id),
  bytes: bytea('bytes').notNull(),
});

/**
 * The credit ledger (docs/rules/credits.md): double-entry and append-only. Each business change
 * writes one transaction (`txn_id`) of entries summing to zero, in the same database transaction
 * as the change; a balance is the sum of an account's entries. A trigger refuses UPDATE, DELETE
 * and TRUNCATE, and a deferred constraint trigger refuses an unbalanced transaction at commit.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    entryId: uuid('entry_id').primaryKey().defaultRandom(),
    txnId: uuid('txn_id').notNull(),
    /** `customer:<user id>`, `company:<company id>`, `platform:revenue`, `platform:grants`. */
    account: text('account').notNull(),
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    /** What the entry is for: a request's id, a voucher's id, the account itself (welcome). */
    ref: text('ref'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.account, t.at),
    index('ledger_entries_txn').on(t.txnId),
    // At most once per account and thing: one welcome, one charge and one refund per request,
    // one redemption of a voucher (docs/rules/credits.md).
    uniqueIndex('ledger_entries_once')
      .on(t.account, t.kind, t.ref)
      .where(
        sql`${t.kind} in ('welcome', 'charge', 'refund', 'voucher', 'hold', 'release') and ${t.account} not like 'platform:%'`,
      ),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check(
      'ledger_entries_kind_known',
      sql`${t.kind} in ('purchase', 'voucher', 'charge', 'refund', 'payout', 'hold', 'release', 'welcome')`,
    ),
  ],
);

/**
 * One row per customer or company account that has been opened: the row a spend locks (FOR
 * UPDATE) so two spends of one balance run one after the other (docs/rules/credits.md).
 */
export const creditAccounts = pgTable('credit_accounts', {
  account: text('account').primaryKey(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Admin-issued voucher codes (docs/rules/credits.md, "Vouchers"); only a hash of the code is kept. */
export const vouchers = pgTable(
  'vouchers',
  {
    ...base,
    /** sha256 of the canonical code (upper case, no dashes). */
    codeHash: text('code_hash').notNull(),
    /** The last four characters, so admins can tell codes apart in the list. */
    codeHint: text('code_hint').notNull(),
    credits: integer('credits').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('vouchers_code_hash').on(t.codeHash),
    check('vouchers_uses_within', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
    check('vouchers_credits_positive', sql`${t.credits} > 0`),
  ],
);

/** Credit packs sold by invoice (docs/rules/purchases.md): priced in EUR cents by admins. */
export const creditPacks = pgTable(
  'credit_packs',
  {
    ...base,
    name: text('name').notNull(),
    credits: integer('credits').notNull(),
    priceEurCents: integer('price_eur_cents').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('credit_packs_credits_positive', sql`${t.credits} > 0`),
    check('credit_packs_price_positive', sql`${t.priceEurCents} > 0`),
  ],
);

/**
 * The reference rates (one row per feed URL), shared by every server: EUR → currency, the
 * feed's own date, when they were last fetched and when a fetch was last tried.
 */
export const exchangeRates = pgTable('exchange_rates', {
  source: text('source').primaryKey(),
  rates: jsonb('rates').$type<Record<string, number>>().notNull(),
  rateDate: text('rate_date').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  triedAt: timestamp('tried_at', { withTimezone: true }).notNull(),
  lastError: text('last_error'),
});

/** The last invoice number of each year: its row lock numbers invoices without gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A purchase of a credit pack, paid by invoice (docs/rules/purchases.md). */
export const invoices = pgTable(
  'invoices',
  {
    ...base,
    /** GR-2026-000123: per year, sequential without gaps. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** The ledger account credited when paid: `customer:<id>` or `company:<id>`. */
    account: text('account').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id'),
    packId: uuid('pack_id')
      .notNull()
      .references(() => creditPacks.id),
    packName: text('pack_name').notNull(),
    credits: integer('credits').notNull(),
    priceEurCents: integer('price_eur_cents').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerCompany: text('buyer_company').notNull().default(''),
    status: text('status').notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('invoices_number').on(t.number),
    uniqueIndex('invoices_year_seq').on(t.year, t.seq),
    index('invoices_user').on(t.userId, t.createdAt),
    index('invoices_company').on(t.companyId, t.createdAt),
    check('invoices_status_known', sql`${t.status} in ('open', 'paid')`),
  ],
);

/** Partner firms (docs/rules/partners.md): the analysts' organisations customers see. */
export const partnerFirms = pgTable('partner_firms', {
  ...base,
  name: text('name').notNull(),
  about: text('about').notNull().default(''),
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Category ids the firm covers (names are read at query time). */
  categories: uuid('categories')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  /** ISO 639-1 codes. */
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** A partner belongs to at most one firm (the primary key); owners manage its payout details. */
export const partnerFirmMembers = pgTable(
  'partner_firm_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => partnerFirms.id),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_firm_members_firm').on(t.firmId)],
);

/** A firm's payout details, sealed (AES-256-GCM under a key of their own): docs/rules/partners.md. */
export const partnerFirmBank = pgTable('partner_firm_bank', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => partnerFirms.id),
  holder: text('holder').notNull(),
  ibanSealed: text('iban_sealed').notNull(),
  bicSealed: text('bic_sealed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/**
 * A firm's offer on a request priced on quote (docs/rules/proposals.md). One open proposal per
 * firm and request, and one accepted per request, are partial unique indexes, so two callers at
 * once cannot both get through. "Expired" is not stored: an open proposal past `expires_at`.
 */
export const proposals = pgTable(
  'proposals',
  {
    ...base,
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => partnerFirms.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    priceCredits: integer('price_credits').notNull(),
    deliveryHours: integer('delivery_hours').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
  },
  (t) => [
    index('proposals_incident').on(t.incidentId, t.createdAt),
    uniqueIndex('proposals_one_open')
      .on(t.incidentId, t.firmId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('proposals_one_accepted')
      .on(t.incidentId)
      .where(sql`${t.status} = 'accepted'`),
    check('proposals_price_range', sql`${t.priceCredits} between 1 and 100000`),
    check('proposals_hours_range', sql`${t.deliveryHours} between 1 and 2160`),
    check(
      'proposals_status_known',
      sql`${t.status} in ('open', 'accepted', 'rejected', 'withdrawn')`,
    ),
  ],
);
