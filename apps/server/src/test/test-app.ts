import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import type { FeedFetchOptions } from '../modules/feeds/feed-fetcher.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  mailer: Mailer;
  /** POST /api/<path> with a JSON body and an optional bearer token. */
  call(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  anonymousToken(): Promise<string>;
  close(): Promise<void>;
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The real app on a fresh migrated database (PGlite, or PostgreSQL in the postgres project). */
export const buildTestApp = async (
  options: { smtpUrl?: string; feeds?: FeedFetchOptions; webDist?: string } = {},
): Promise<TestApp> => {
  const database = await openTestDatabase();
  const mailer = createMailer({
    db: database.db,
    smtpUrl: options.smtpUrl,
    from: 'GeoRisk <no-reply@georisk.test>',
    log: silentLog,
    pollMs: 60_000,
  });
  const app = await buildApp({
    database,
    mailer,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    publicUrl: 'http://georisk.test',
    webDist: options.webDist ?? '/nonexistent',
    logLevel: 'silent',
    // Fixture feeds are served from 127.0.0.1.
    feeds: options.feeds ?? { allowPrivate: true },
  });
  const call = (path: string, body: unknown = {}, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as Record<string, unknown>,
    });
  return {
    app,
    database,
    mailer,
    call,
    anonymousToken: async () =>
      (await call('auth/generic')).json<{ accessToken: string }>().accessToken,
    close: async () => {
      await app.close();
      await mailer.stop();
      await database.close();
    },
  };
};
