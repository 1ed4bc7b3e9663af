import path from 'node:path';
import { ConfigError } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { openEmbedded } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { embeddedJwtSecret, lockDataDir } from '../db/data-dir.js';
import { setMailSecret } from '../mail/mail-seal.js';

/**
 * Runs a command on the database the server uses (DATABASE_URL, else the embedded DATA_DIR),
 * migrated first. npm runs the commands inside apps/server, so a relative DATA_DIR is taken from
 * where npm was invoked (INIT_CWD), as for `npm start`. Answers the process exit code.
 */
/** The embedded DATA_DIR as the commands see it (relative to where npm was invoked). */
export const cliDataDir = () =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR?.trim() || './data');

/**
 * The server's secret (JWT_SECRET, else the embedded one in DATA_DIR), also set as the mail key:
 * mail a command queues is sealed and its links signed as the server's own, so the server sends it.
 */
export const useServerSecret = () => {
  const secret = process.env.JWT_SECRET?.trim() || embeddedJwtSecret(cliDataDir());
  setMailSecret(secret);
  return secret;
};

export const withCliDatabase = async (run: (db: Database) => Promise<number>): Promise<number> => {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  let database: DatabaseHandle;
  let unlock = async () => {};
  if (databaseUrl) {
    database = openPostgres(databaseUrl);
  } else {
    const dataDir = cliDataDir();
    try {
      unlock = await lockDataDir(dataDir);
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
    return await run(database.db);
  } finally {
    await database.close();
    await unlock();
  }
};
