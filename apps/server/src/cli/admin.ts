import path from 'node:path';
import { ConfigError } from '../config.js';
import { openEmbedded, openPostgres, type DatabaseHandle } from '../db/client.js';
import { lockDataDir } from '../db/data-dir.js';
import { CliError, runAdminCommand } from './admin-commands.js';

/**
 * `npm run admin -- ...`: opens the database the server uses (DATABASE_URL, else the embedded
 * DATA_DIR). npm runs this inside apps/server, so a relative DATA_DIR is taken from where npm was
 * invoked (INIT_CWD), as for `npm start`.
 */
const main = async (): Promise<number> => {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  let database: DatabaseHandle;
  let unlock = () => {};
  if (databaseUrl) {
    database = openPostgres(databaseUrl);
  } else {
    const base = process.env.INIT_CWD ?? process.cwd();
    const dataDir = path.resolve(base, process.env.DATA_DIR?.trim() || './data');
    try {
      unlock = lockDataDir(dataDir);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // PGlite allows one process per directory: the running server owns it.
      console.error(
        `${error.message.replace(/; stop it.*$/, '')}. Stop the server first, then run this command again.`,
      );
      return 1;
    }
    database = await openEmbedded(dataDir);
  }
  try {
    await database.migrate();
    console.log(await runAdminCommand(process.argv.slice(2), database.db));
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
    unlock();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
