import { DEMO_PASSWORD, seedDemoData } from './demo-data.js';
import { withCliDatabase } from './cli-database.js';

/** `npm run seed:demo`: sample accounts, requests, findings and news for trying every screen. */
withCliDatabase(async (db) => {
  const added = await seedDemoData(db);
  console.log(
    added
      ? `Demo data added. Log in as customer ana.demo@georisk.test, bo.demo@georisk.test or partner pat.demo@georisk.test, password ${DEMO_PASSWORD}`
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
