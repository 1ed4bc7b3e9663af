import closeWithGrace from 'close-with-grace';
import cluster from 'node:cluster';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { waitForDatabase } from './db/availability.js';
import type { DatabaseHandle } from './db/database.js';
import { openEmbedded } from './db/pglite.js';
import { openPostgres } from './db/postgres.js';
import { embeddedJwtSecret, lockDataDir } from './db/data-dir.js';
import { seedReferenceData } from './db/seed.js';
import { LOG_SERIALIZERS } from './http/error-log.js';
import { createJobRunner } from './jobs/index.js';
import { superviseWorkers } from './server-workers.js';
import { scheduleDigests } from './modules/digests/index.js';
import { scheduleSlaEscalations } from './modules/sla/index.js';
import { createMailer } from './mail/mailer.js';
import { bootstrapAdmin } from './modules/accounts/index.js';
import { scheduleNewsAlerts } from './modules/alerts/index.js';
import { scheduleAuditTrim } from './modules/audit/index.js';
import { scheduleCheckinReminders } from './modules/checkins/index.js';
import { scheduleFeedPolling, seedRiskRules } from './modules/feeds/index.js';
import { scheduleWebhookDeliveries } from './modules/webhooks/index.js';
import { scheduleCountrySnapshots } from './modules/geography/index.js';
import { setTimeout as sleep } from 'node:timers/promises';

/** One server: database, migrations, seed, listen, drain and graceful shutdown. */
const serve = async (config: Config, log: pino.Logger) => {
  let database: DatabaseHandle;
  let unlock = async () => {};
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl, {
      statementMs: config.dbStatementTimeoutMs,
      connectMs: Math.min(config.dbStatementTimeoutMs, 5000),
    });
    await waitForDatabase(database, config.dbStartTimeoutS, (error, delayMs) =>
      log.warn({ err: error }, `database not reachable yet; retrying in ${delayMs} ms`),
    );
  } else {
    unlock = await lockDataDir(config.dataDir, {
      onLost: (error) => {
        // Another process holds the data now: writing on would corrupt it.
        log.fatal({ err: error }, 'DATA_DIR lock lost; stopping at once');
        process.exit(1);
      },
    });
    database = await openEmbedded(config.dataDir);
  }
  await database.migrate(async (db) => {
    await seedReferenceData(db);
    await bootstrapAdmin(db, config.bootstrapAdmin);
    await seedRiskRules(db);
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 })
    : undefined;
  redis?.on('error', (error) => log.warn({ err: error }, 'redis'));

  // Every kind of background work is a job of this one runner (docs/architecture.md).
  const jobs = createJobRunner({ database, log });
  const mailer = createMailer({
    db: database.db,
    jobs,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
  });
  const newsSweep = scheduleNewsAlerts(jobs, { db: database.db, publicUrl: config.publicUrl });
  const app = await buildApp({
    database,
    mailer,
    redis,
    jwtSecret: config.jwtSecret ?? embeddedJwtSecret(config.dataDir),
    publicUrl: config.publicUrl,
    webDist: config.webDist,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    feeds: { allowPrivate: config.feedsAllowPrivate },
    mailWindowS: config.mailWindowS,
    checkinReminderMinutes: config.checkinReminderMinutes,
    slaHourSeconds: config.slaHourSeconds,
    welcomeCredits: config.welcomeCredits,
    ratesFeedUrl: config.ratesFeedUrl,
    paymentProvider: config.paymentProvider,
    requireStaffMfa: config.requireStaffMfa,
    webhooks: { allowPrivate: config.feedsAllowPrivate, kick: () => jobs.kick('webhook-deliver') },
    passkeyOrigin: config.passkeyOrigin,
  });
  scheduleFeedPolling(jobs, {
    db: database.db,
    minutes: config.feedPollMinutes,
    fetch: { allowPrivate: config.feedsAllowPrivate },
    log,
    newsSweep,
  });
  scheduleWebhookDeliveries(jobs, { db: database.db, allowPrivate: config.feedsAllowPrivate });
  scheduleAuditTrim(jobs, { db: database.db, days: config.auditRetentionDays, log });
  scheduleCountrySnapshots(jobs, { db: database.db, log });
  scheduleSlaEscalations(jobs, database.db);
  scheduleDigests(jobs, {
    db: database.db,
    publicUrl: config.publicUrl,
    signUnsubscribe: app.tokens.signDigestUnsubscribe,
    kickMail: () => mailer.kick(),
  });
  scheduleCheckinReminders(jobs, {
    db: database.db,
    signCheckin: app.tokens.signCheckin,
    publicUrl: config.publicUrl,
    minutes: config.checkinReminderMinutes,
  });

  // SIGTERM/SIGINT: readiness turns 503 while requests are still answered for DRAIN_S (a load
  // balancer moves traffic away), then Fastify closes: in-flight requests finish, idle
  // connections close, late ones get the envelope's 503 (docs/operations.md).
  // A worker of several (WEB_CONCURRENCY) stops when its supervisor says so (SIGTERM), not on the
  // terminal's Ctrl-C, which reaches the supervisor too: that would be a second signal, and a
  // second signal stops at once, skipping the drain.
  if (cluster.isWorker) process.on('SIGINT', () => {});
  closeWithGrace(
    {
      delay: (config.drainS + 30) * 1000,
      logger: { error: (message) => log.error(message) },
      skip: cluster.isWorker ? ['SIGINT'] : [],
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'stopping after an unexpected error');
      else log.info({ signal, drainS: config.drainS }, 'draining');
      app.lifecycle.enter('draining');
      if (!err) await sleep(config.drainS * 1000);
      app.lifecycle.enter('closing');
      await app.close();
      // Running jobs may finish; one still running after that is run again later (its lease).
      await jobs.stop(25_000);
      await mailer.stop();
      redis?.disconnect();
      await database.close();
      await unlock();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  log.info(`GeoRisk is running on http://${config.host}:${config.port}`);
  // Background work starts once the database answers: a database that is frozen or gone just
  // after the start must not stop a server that already answers (503 until it returns).
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mailer.adoptUnsent();
      // On the embedded database the directory lock guarantees no other process runs jobs.
      await jobs.start({ soleProcess: database.driver === 'pglite' });
      return;
    } catch (error) {
      log.warn({ err: error, attempt }, 'background jobs could not start; retrying in 5 s');
      await sleep(5000);
    }
  }
};

/** Entry point: one server, or with WEB_CONCURRENCY above 1 a supervisor of that many. */
const main = async () => {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, serializers: LOG_SERIALIZERS });
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    superviseWorkers(config.webConcurrency, log);
    return;
  }
  await serve(config, log);
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
