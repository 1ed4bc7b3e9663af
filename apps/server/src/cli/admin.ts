import { CliError, runAdminCommand } from './admin-commands.js';
import { withCliDatabase } from './cli-database.js';
import { processPassword } from './password-input.js';

/** `npm run admin -- ...`: the admin commands on the database the server uses. */
const main = (): Promise<number> =>
  withCliDatabase(async (db) => {
    try {
      const readPassword = processPassword(process.stdin, process.stderr);
      console.log(await runAdminCommand(process.argv.slice(2), db, readPassword));
      return 0;
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      console.error(error.message);
      return 1;
    }
  });

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
