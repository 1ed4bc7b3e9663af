import { DEMO_PASSWORD, seedDemoData } from './demo-data.js';
import { useServerSecret, withCliDatabase } from './cli-database.js';
import { loadConfig } from '../config.js';

/**
 * `npm run seed:demo`: sample accounts, requests, findings and news, and a demo company with
 * branches and exposure alerts, for trying every screen.
 */
withCliDatabase(async (db) => {
  // The demo's alerts queue mail, sealed with the server's key (after the data directory exists).
  useServerSecret();
  // Links in the demo alerts' notices and mails point at the server the app will run as.
  const added = await seedDemoData(db, loadConfig().publicUrl);
  console.log(
    added
      ? `Demo data added. Log in as customer ana.demo@georisk.test, bo.demo@georisk.test or partner pat.demo@georisk.test, password ${DEMO_PASSWORD}. Ana owns the company Demo Logistics (branches, alerts); Bo is its member.`
      : 'Demo data is already there (ana.demo@georisk.test exists); nothing added.',
  );
  return 0;
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
