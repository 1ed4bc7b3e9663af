import type { Server } from 'node:http';
import { API_PREFIX } from '@georisk/contract';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { PaymentProviderId } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { LOG_SERIALIZERS } from './http/error-log.js';
import { replyCheckPlugin, type ReplyCheckOptions } from './http/reply-check.js';
import { replySerializerCompiler } from './http/reply-serializer.js';
import type { Mailer } from './mail/mailer.js';
import { setMailSecret } from './mail/mail-seal.js';
import { MAIL_WINDOW_DEFAULT_S, setMailWindow } from './mail/mail-windows.repository.js';
import { publicReplyCache } from './cache/public-reply-cache.js';
import { NO_KICK, type NewsSweep } from './modules/alerts/index.js';
import { articlesModule } from './modules/articles/index.js';
import { createSessionGuard, setFactorSecret } from './modules/accounts/index.js';
import { authModule } from './modules/auth/index.js';
import { categoriesModule } from './modules/categories/index.js';
import { companiesModule } from './modules/companies/index.js';
import {
  creditsModule,
  setWelcomeCredits,
  WELCOME_CREDITS_DEFAULT,
} from './modules/credits/index.js';
import { branchesModule } from './modules/branches/index.js';
import { partnerFirmsModule, setBankSecret } from './modules/partner-firms/index.js';
import { proposalsModule } from './modules/proposals/index.js';
import { exposureAlertsModule } from './modules/exposure-alerts/index.js';
import { exposureModule } from './modules/exposure/index.js';
import { eventsModule } from './modules/events/index.js';
import { scheduleModule } from './modules/schedule/index.js';
import { checkinsModule } from './modules/checkins/index.js';
import { documentsModule } from './modules/documents/index.js';
import { liveModule } from './modules/live/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { digestsModule } from './modules/digests/index.js';
import { factorModule } from './modules/factor/index.js';
import { ECB_DAILY_URL, paymentProvider, purchasesModule } from './modules/purchases/index.js';
import { feedsModule, type FeedFetchOptions } from './modules/feeds/index.js';
import { filesModule } from './modules/files/index.js';
import { findingModule } from './modules/finding/index.js';
import { geographyModule } from './modules/geography/index.js';
import { incidentModule } from './modules/incident/index.js';
import { messageModule } from './modules/message/index.js';
import { notificationModule } from './modules/notification/index.js';
import { placesModule } from './modules/places/index.js';
import { profileModule } from './modules/profile/index.js';
import { queryTypeModule } from './modules/query-type/index.js';
import { setSlaHourSeconds, slaModule } from './modules/sla/index.js';
import { ssoModule } from './modules/sso/index.js';
import { auditModule } from './modules/audit/index.js';
import { apiTokensModule, createApiTokenGuard } from './modules/api-tokens/index.js';
import { usersModule } from './modules/users/index.js';
import { setWebhookSecret, webhooksModule, type WebhookOptions } from './modules/webhooks/index.js';
import { accessPlugin } from './plugins/access.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { healthRoutes, lifecyclePlugin } from './plugins/health.js';
import { securityPlugin } from './plugins/security.js';
import { tokensPlugin } from './plugins/tokens.js';
import { webPlugin } from './plugins/web.js';

export interface AppOptions {
  database: DatabaseHandle;
  jwtSecret: string;
  publicUrl: string;
  webDist: string;
  mailer: Mailer;
  logLevel?: string;
  /** See TRUST_PROXY in config.ts; off unless configured. */
  trustProxy?: boolean | string;
  /** News feed fetching (private hosts, time limit, size cap); defaults are the safe ones. */
  feeds?: FeedFetchOptions;
  /** REDIS_URL's client: rate-limit counters shared by every server. */
  redis?: Redis;
  /** MAIL_WINDOW_S: at most one mail per person and request in this many seconds (default 300). */
  mailWindowS?: number;
  /** SLA_HOUR_SECONDS: how long one SLA hour lasts (modules/sla/sla-clock.ts). */
  slaHourSeconds?: number;
  /**
   * The news sweep's kick (modules/alerts): news written through the API (an admin's article, a
   * feed fetched now) is swept at once. Left out, only the 2 s schedule sweeps (tests sweep by
   * hand).
   */
  newsSweep?: NewsSweep;
  /** WELCOME_CREDITS: credits a new customer account or company receives once (default 3). */
  welcomeCredits?: number;
  /** CHECKIN_REMINDER_MINUTES: the time between check-in reminders (default 120). */
  checkinReminderMinutes?: number;
  /** REQUIRE_2FA_STAFF (default true): admins and partners must sign in with a second factor. */
  requireStaffMfa?: boolean;
  /**
   * Webhooks: FEEDS_ALLOW_PRIVATE's http and private targets (default: feeds.allowPrivate), and
   * the kick that starts a queued delivery at once (server.ts; tests run the queue by hand).
   */
  webhooks?: WebhookOptions;
  /** PASSKEY_ORIGIN: where passkeys are used (its host is the RP id); default the public URL. */
  passkeyOrigin?: string | undefined;
  /** RATES_FEED_URL (default the ECB's daily XML): reference rates for the purchase screen. */
  ratesFeedUrl?: string;
  /** PAYMENT_PROVIDER (default invoice): how purchases are paid (docs/rules/purchases.md). */
  paymentProvider?: PaymentProviderId;
  /** Tests: check every reply against its zod schema (http/reply-check.ts). */
  checkReplies?: ReplyCheckOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mailer: Mailer;
    newsSweep: NewsSweep;
    publicUrl: string;
    requireStaffMfa: boolean;
    passkeyOrigin: string;
  }
}

/** Builds the whole app without listening: server.ts listens, tests use app.inject. */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.otp'],
      serializers: LOG_SERIALIZERS,
    },
    bodyLimit: 1024 * 1024,
    // The client address (rate limits per IP) comes from X-Forwarded-For only behind a
    // trusted proxy (TRUST_PROXY); otherwise anyone could choose their own address.
    trustProxy: options.trustProxy ?? false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // While closing, requests still arriving get the envelope's 503 (plugins/health.ts), not
    // Fastify's bare one.
    return503OnClosing: false,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  setMailSecret(options.jwtSecret);
  setFactorSecret(options.jwtSecret);
  setBankSecret(options.jwtSecret);
  setWebhookSecret(options.jwtSecret);
  setMailWindow(options.mailWindowS ?? MAIL_WINDOW_DEFAULT_S);
  setSlaHourSeconds(options.slaHourSeconds ?? 3600);
  setWelcomeCredits(options.welcomeCredits ?? WELCOME_CREDITS_DEFAULT);

  app.setValidatorCompiler(validatorCompiler);
  // Replies are written by fast-json-stringify from each route's reply schema, compiled at start;
  // tests check every reply against its zod schema (docs/performance.md).
  app.setSerializerCompiler(replySerializerCompiler);
  if (options.checkReplies) await app.register(replyCheckPlugin, options.checkReplies);
  app.decorate('database', options.database);
  app.decorate('mailer', options.mailer);
  app.decorate('newsSweep', options.newsSweep ?? NO_KICK);
  app.decorate('publicUrl', options.publicUrl);
  app.decorate('requireStaffMfa', options.requireStaffMfa ?? true);
  app.decorate('passkeyOrigin', new URL(options.passkeyOrigin ?? options.publicUrl).origin);
  app.decorate('sessions', createSessionGuard(options.database.db));
  app.decorate('apiTokens', createApiTokenGuard(options.database.db));

  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(securityPlugin, { redis: options.redis, database: options.database });
  await app.register(tokensPlugin, { secret: options.jwtSecret });
  await app.register(accessPlugin);
  await app.register(publicReplyCache);
  await app.register(docsPlugin);
  await app.register(healthRoutes);

  // Feature modules, each under /api, through their public index.ts. Add a module here only.
  const modules = [
    authModule,
    categoriesModule,
    factorModule,
    queryTypeModule,
    articlesModule,
    eventsModule,
    usersModule,
    incidentModule,
    findingModule,
    feedsModule(options.feeds),
    geographyModule,
    placesModule,
    dashboardModule,
    slaModule,
    messageModule,
    notificationModule,
    auditModule,
    profileModule,
    companiesModule,
    branchesModule,
    exposureAlertsModule,
    exposureModule,
    scheduleModule,
    checkinsModule({ reminderMinutes: options.checkinReminderMinutes ?? 120 }),
    liveModule,
    documentsModule,
    filesModule,
    webhooksModule({ allowPrivate: options.feeds?.allowPrivate, ...options.webhooks }),
    ssoModule({
      serverSecret: options.jwtSecret,
      allowPrivate: options.feeds?.allowPrivate ?? false,
    }),
    digestsModule,
    apiTokensModule,
    creditsModule,
    purchasesModule({
      url: options.ratesFeedUrl ?? ECB_DAILY_URL,
      allowPrivate: options.feeds?.allowPrivate ?? false,
      payment: paymentProvider(options.paymentProvider ?? 'invoice'),
    }),
    partnerFirmsModule,
    proposalsModule,
  ];
  for (const module of modules) await app.register(module, { prefix: API_PREFIX });

  await app.register(webPlugin, { webDist: options.webDist });
  return app;
};
