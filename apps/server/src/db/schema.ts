import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Columns every row carries (DESIGN §1): opaque UUID id, timestamps, soft delete. */
const base = {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  isDeleted: boolean('is_deleted').notNull().default(false),
};
const live = (table: { isDeleted: unknown }) => sql`${table.isDeleted} = false`;

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
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
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

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_pending')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
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
  },
  (t) => [index('query_types_category').on(t.categoriesId).where(live(t))],
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
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('incidents_owner_created').on(t.createdBy, t.createdAt).where(live(t)),
    index('incidents_created').on(t.createdAt).where(live(t)),
    index('incidents_status').on(t.status, t.createdAt).where(live(t)),
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
  },
  (t) => [uniqueIndex('findings_incident_live').on(t.incidentId).where(live(t))],
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

export const feedSources = pgTable('feed_sources', {
  ...base,
  url: text('url').notNull(),
  name: text('name').notNull(),
  defaultRiskLevel: text('default_risk_level').notNull().default('Risk'),
  isActive: boolean('is_active').notNull().default(true),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdBy: uuid('created_by').references(() => users.id),
});

export const riskKeywordRules = pgTable('risk_keyword_rules', {
  ...base,
  keyword: text('keyword').notNull(),
  riskLevel: text('risk_level').notNull(),
  createdBy: uuid('created_by').references(() => users.id),
});

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
  },
  (t) => [
    uniqueIndex('articles_url_live').on(t.url).where(live(t)),
    index('articles_published').on(t.publishedAt).where(live(t)),
  ],
);
