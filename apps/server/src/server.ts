import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openEmbedded, openPostgres, type DatabaseHandle } from './db/client.js';
import { embeddedJwtSecret, lockDataDir } from './db/data-dir.js';
import { seedReferenceData } from './db/seed.js';
import { createMailer } from './mail/mailer.js';
import { releaseStaleLeases } from './mail/outbox.repository.js';
import { bootstrapAdmin } from './modules/auth/bootstrap-admin.js';
import { createFeedScheduler } from './modules/feeds/feed-scheduler.js';
import { seedRiskRules } from './modules/feeds/risk-rules.repository.js';

/** Entry point: configuration, database, migrations, seed, listen, graceful shutdown. */
const main = async () => {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  let database: DatabaseHandle;
  let unlock = () => {};
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
  } else {
    unlock = lockDataDir(config.dataDir);
    database = await openEmbedded(config.dataDir);
  }
  await database.migrate();
  await seedReferenceData(database.db);
  await bootstrapAdmin(database.db, config.bootstrapAdmin);
  await seedRiskRules(database.db);

  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
  });
  const app = await buildApp({
    database,
    mailer,
    jwtSecret: config.jwtSecret ?? embeddedJwtSecret(config.dataDir),
    publicUrl: config.publicUrl,
    webDist: config.webDist,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    feeds: { allowPrivate: config.feedsAllowPrivate },
  });
  const feedScheduler = createFeedScheduler({
    db: database.db,
    minutes: config.feedPollMinutes,
    fetch: { allowPrivate: config.feedsAllowPrivate },
    log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await feedScheduler.stop();
    await mailer.stop();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (database.driver === 'pglite') await releaseStaleLeases(database.db);
  mailer.kick();
  feedScheduler.start();
  log.info(`GeoRisk is running on http://${config.host}:${config.port}`);
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
