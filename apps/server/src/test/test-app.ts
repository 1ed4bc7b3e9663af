import { afterAll, beforeAll } from 'vitest';
import { API_PREFIX } from '@georisk/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/database.js';
import type { ReplyCheckError } from '../http/reply-check.js';
import { createJobRunner, type JobRunner } from '../jobs/index.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import type { NewsSweep } from '../modules/alerts/index.js';
import type { FeedFetchOptions } from '../modules/feeds/index.js';
import { QueryCounter } from './query-counter.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Statements run through the fresh test database (none counted on a database passed in). */
  queries: QueryCounter;
  mailer: Mailer;
  /**
   * The job runner, not started: a test that needs background work starts it, or runs a queue's
   * due jobs with `runDue` (the mailer's `flush`).
   */
  jobs: JobRunner;
  /** POST /api/<path> with a JSON body and an optional bearer token. */
  call(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  anonymousToken(): Promise<string>;
  /** Replies that broke their route's schema (each also answered 500); close() fails on any. */
  replyCheckFailures: ReplyCheckError[];
  close(): Promise<void>;
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** What every test server is built with besides its database and mailer. */
const SERVER_OPTIONS = {
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  publicUrl: 'http://georisk.test',
  webDist: '/nonexistent',
  logLevel: 'silent',
  // Tests file many requests at price 1: a generous welcome keeps them off the 402, which the
  // credits tests reach with their own, smaller WELCOME_CREDITS (docs/rules/credits.md).
  welcomeCredits: 1000,
} as const;

/**
 * Another server beside a test's app: the same secret and mailer, on the same database handle or
 * (`database`) on a connection of its own to the same database, as a second process would have.
 */
export const buildAnotherApp = (t: Pick<TestApp, 'database' | 'mailer'>, database = t.database) =>
  buildApp({ ...SERVER_OPTIONS, database, mailer: t.mailer });

/** The real app on a fresh migrated database (PGlite, or PostgreSQL in the postgres project). */
export const buildTestApp = async (
  options: {
    smtpUrl?: string;
    feeds?: FeedFetchOptions;
    webDist?: string;
    /** Another database than the fresh in-memory one (e.g. PGlite on a real directory). */
    database?: DatabaseHandle;
    /** What the routes that write news kick (tests sweep by hand; a spy sees the kicks). */
    newsSweep?: NewsSweep;
    /**
     * REQUIRE_2FA_STAFF: off here, so tests of everything else log staff in with a password; the
     * second-factor tests turn it on (modules/auth/second-factor.routes.test.ts).
     */
    requireStaffMfa?: boolean;
    /** WELCOME_CREDITS (tests default 1000; the credits tests choose their own). */
    welcomeCredits?: number;
    /** RATES_FEED_URL (tests serve ECB-format XML from a fixture server). */
    ratesFeedUrl?: string;
  } = {},
): Promise<TestApp> => {
  const testDatabase = options.database ? undefined : await openTestDatabase();
  const database = options.database ?? testDatabase!;
  const jobs = createJobRunner({ database, log: silentLog });
  const mailer = createMailer({
    db: database.db,
    jobs,
    smtpUrl: options.smtpUrl,
    from: 'GeoRisk <no-reply@georisk.test>',
    log: silentLog,
  });
  const replyCheckFailures: ReplyCheckError[] = [];
  const app = await buildApp({
    database,
    // Without an SMTP peer, mail waits in the outbox until the test flushes it: a kick would send
    // it at once and erase its bodies (mail at rest), racing the test that reads them.
    mailer: options.smtpUrl ? mailer : { ...mailer, kick: () => undefined },
    ...SERVER_OPTIONS,
    webDist: options.webDist ?? SERVER_OPTIONS.webDist,
    // Fixture feeds are served from 127.0.0.1.
    feeds: options.feeds ?? { allowPrivate: true },
    checkReplies: { onFailure: (error) => replyCheckFailures.push(error) },
    newsSweep: options.newsSweep,
    requireStaffMfa: options.requireStaffMfa ?? false,
    welcomeCredits: options.welcomeCredits ?? SERVER_OPTIONS.welcomeCredits,
    // No network in tests: a closed local port fails at once unless a test serves the rates.
    ratesFeedUrl: options.ratesFeedUrl ?? 'http://127.0.0.1:9/eurofxref-daily.xml',
  });
  const call = (path: string, body: unknown = {}, token?: string) =>
    app.inject({
      method: 'POST',
      url: `${API_PREFIX}/${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as Record<string, unknown>,
    });
  return {
    app,
    database,
    queries: testDatabase?.queries ?? new QueryCounter(),
    mailer,
    jobs,
    call,
    anonymousToken: async () =>
      (await call('auth/generic')).json<{ accessToken: string }>().accessToken,
    replyCheckFailures,
    close: async () => {
      await app.close();
      await jobs.stop();
      await mailer.stop();
      await database.close();
      if (replyCheckFailures.length > 0) {
        throw new Error(replyCheckFailures.map((error) => error.message).join('\n'));
      }
    },
  };
};

/**
 * The test file's app (or its describe block's): built before its tests, closed after them. The
 * returned TestApp forwards to the built one, so a file declares `const t = useTestApp();` and
 * its tests and later hooks call `t.call(...)` as usual.
 */
export const useTestApp = (options?: Parameters<typeof buildTestApp>[0]): TestApp => {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp: the app is built in beforeAll, use it in tests');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get queries() {
      return current().queries;
    },
    get mailer() {
      return current().mailer;
    },
    get jobs() {
      return current().jobs;
    },
    get replyCheckFailures() {
      return current().replyCheckFailures;
    },
    call: (path, body, token) => current().call(path, body, token),
    anonymousToken: () => current().anonymousToken(),
    close: () => current().close(),
  };
};
