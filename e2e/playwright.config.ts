import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where purchases.spec serves the reference rates (E2E_RATES_PORT, default the app's + 1000). */
const RATES_PORT = Number(process.env.E2E_RATES_PORT ?? PORT + 1000);
const DATA_DIR = path.join(os.tmpdir(), `georisk-e2e-${process.pid}`);

/**
 * Journeys against the production build on a fresh embedded database, in Debian's Chromium.
 * Mail goes to a real SMTP peer the journeys start (see tests/support/mail-catcher.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  // Waits, not speed checks: a loaded 2-core machine can take more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx ../apps/server/src/server.ts`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}`,
      BOOTSTRAP_ADMIN_EMAIL: 'admin@georisk.test',
      BOOTSTRAP_ADMIN_PASSWORD: 'Admin#12345',
      // Accounts prepared through the API sign up from addresses of their own (support/session.ts).
      TRUST_PROXY: 'true',
      // The journeys sign the admin and partners in with a password; second-factor.spec covers
      // TOTP for a customer, the server tests cover the staff rule (docs/rules/accounts.md).
      REQUIRE_2FA_STAFF: 'false',
      // WebAuthn refuses an IP address as relying party: passkeys.spec opens the app as localhost.
      PASSKEY_ORIGIN: `http://localhost:${PORT}`,
      // The feeds journey serves its feed from this machine; the poller waits for 'Fetch now'.
      FEEDS_ALLOW_PRIVATE: 'true',
      FEED_POLL_MINUTES: '0',
      // Mail about one request to one person is coalesced; journeys wait seconds, not 5 minutes.
      MAIL_WINDOW_S: '3',
      // Journeys file many requests at the default price of 1: a generous welcome keeps them off
      // the 402, which credits.spec reaches with a query type priced above it (docs/rules/credits.md).
      WELCOME_CREDITS: '1000',
      // purchases.spec serves ECB-format reference rates from this machine (no network here).
      RATES_FEED_URL: `http://127.0.0.1:${RATES_PORT}/eurofxref-daily.xml`,
      // A build of the web app elsewhere than apps/web/dist (parallel work); default: that one.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
