import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * PAYMENT_PROVIDER: how a purchase is paid (modules/purchases/payment-provider.ts). Only `invoice`
 * is built; a card provider joins this list with its implementation (docs/rules/purchases.md).
 */
export const PAYMENT_PROVIDERS = ['invoice'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('GeoRisk <no-reply@georisk.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(8).optional(),
  TRUST_PROXY: z.string().min(1).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  FEEDS_ALLOW_PRIVATE: z.enum(['true', 'false', '1', '0']).default('false'),
  FEED_POLL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(15),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  DB_START_TIMEOUT_S: z.coerce.number().int().min(0).max(3600).default(60),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DRAIN_S: z.coerce.number().min(0).max(300).default(5),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  MAIL_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(300),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(400),
  CHECKIN_REMINDER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  SLA_HOUR_SECONDS: z.coerce.number().int().min(1).max(3600).default(3600),
  WELCOME_CREDITS: z.coerce.number().int().min(0).max(100_000).default(3),
  REQUIRE_2FA_STAFF: z.enum(['true', 'false', '1', '0']).default('true'),
  PASSKEY_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  RATES_FEED_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, {
      error: `must be one of: ${PAYMENT_PROVIDERS.join(', ')} (card payment is not built)`,
    })
    .default('invoice'),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  bootstrapAdmin: { email: string; password: string } | undefined;
  logLevel: string;
  /** Fastify's trustProxy: false, true, or the proxies' addresses/CIDRs (comma-separated). */
  trustProxy: boolean | string;
  webDist: string;
  /** Let news feeds live on private/loopback/link-local hosts (tests, local use only). */
  feedsAllowPrivate: boolean;
  /** How often every active feed source is polled; 0 turns the poller off. */
  feedPollMinutes: number;
  /** Shared rate-limit counters; unset: PostgreSQL with DATABASE_URL, memory on PGlite. */
  redisUrl: string | undefined;
  /** How long a start waits for the database, retrying with back-off (docs/operations.md). */
  dbStartTimeoutS: number;
  /** Longest a statement may run (and a connection may take to open) before a 503. */
  dbStatementTimeoutMs: number;
  /** On SIGTERM: how long readiness says 503 while requests are still answered. */
  drainS: number;
  /** Server processes sharing the port (server-workers.ts); above 1 only on PostgreSQL. */
  webConcurrency: number;
  /** At most one mail per person and request in this many seconds (docs/rules/incidents.md). */
  mailWindowS: number;
  /** Audit events older than this many days are trimmed daily; 0 keeps them all. */
  auditRetentionDays: number;
  /** Minutes between check-in reminders (at most 3) to travellers who have not answered. */
  checkinReminderMinutes: number;
  /** How long one SLA hour lasts (tests and demos shorten it): due times and escalations. */
  slaHourSeconds: number;
  /** Credits each new customer account and each new company receives once (docs/rules/credits.md). */
  welcomeCredits: number;
  /** RATES_FEED_URL: the daily reference rates (default the ECB's XML). */
  ratesFeedUrl: string | undefined;
  /** PAYMENT_PROVIDER (default invoice): how purchases are paid (docs/rules/purchases.md). */
  paymentProvider: PaymentProviderId;
  /** Platform admins and partners must sign in with a second factor (docs/security.md). */
  requireStaffMfa: boolean;
  /** PASSKEY_ORIGIN: the origin passkeys are bound to (its host is the RP id); default PUBLIC_URL. */
  passkeyOrigin: string | undefined;
}

export class ConfigError extends Error {}

/**
 * Client addresses (rate limits) come from X-Forwarded-For only when the proxy is trusted;
 * trusting it blindly would let anyone pick their own address.
 */
const parseTrustProxy = (value: string): boolean | string =>
  value === 'true' || value === 'false' ? value === 'true' : value;

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** Parses the environment once; a bad value stops the start with one line naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const blanksRemoved = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, optional.parse(env[key])]),
  );
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `Invalid configuration: ${String(issue?.path[0])} ${issue?.message ?? 'is invalid'}`,
    );
  }
  const e = parsed.data;
  if (Boolean(e.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(e.BOOTSTRAP_ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration: BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together',
    );
  }
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required with DATABASE_URL (every app server must share it)',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    bootstrapAdmin:
      e.BOOTSTRAP_ADMIN_EMAIL && e.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: e.BOOTSTRAP_ADMIN_EMAIL, password: e.BOOTSTRAP_ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    feedsAllowPrivate: e.FEEDS_ALLOW_PRIVATE === 'true' || e.FEEDS_ALLOW_PRIVATE === '1',
    feedPollMinutes: e.FEED_POLL_MINUTES,
    redisUrl: e.REDIS_URL,
    dbStartTimeoutS: e.DB_START_TIMEOUT_S,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    drainS: e.DRAIN_S,
    webConcurrency: e.WEB_CONCURRENCY,
    mailWindowS: e.MAIL_WINDOW_S,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    checkinReminderMinutes: e.CHECKIN_REMINDER_MINUTES,
    slaHourSeconds: e.SLA_HOUR_SECONDS,
    welcomeCredits: e.WELCOME_CREDITS,
    ratesFeedUrl: e.RATES_FEED_URL,
    paymentProvider: e.PAYMENT_PROVIDER,
    requireStaffMfa: e.REQUIRE_2FA_STAFF === 'true' || e.REQUIRE_2FA_STAFF === '1',
    passkeyOrigin: e.PASSKEY_ORIGIN?.replace(/\/$/, ''),
  };
};
