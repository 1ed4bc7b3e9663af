import { CliError, runAdminCommand } from './admin-commands.js';
import { createTokens } from '../plugins/tokens.js';
import { useServerSecret, withCliDatabase } from './cli-database.js';
import { processPassword } from './password-input.js';

/**
 * Mail queued by a command is sealed and its links signed with the server's secret (JWT_SECRET,
 * else the embedded one in DATA_DIR), so the server sends it as its own; PUBLIC_URL as the server.
 */
const cliMail = () => {
  const secret = useServerSecret();
  const port = process.env.PORT?.trim() || '3000';
  const host = process.env.HOST?.trim() || '127.0.0.1';
  const publicUrl = (process.env.PUBLIC_URL?.trim() || `http://${host}:${port}`).replace(/\/$/, '');
  return { publicUrl, signUnsubscribe: createTokens(secret).signDigestUnsubscribe };
};

/** `npm run admin -- ...`: the admin commands on the database the server uses. */
const main = (): Promise<number> =>
  withCliDatabase(async (db) => {
    try {
      const readPassword = processPassword(process.stdin, process.stderr);
      console.log(await runAdminCommand(process.argv.slice(2), db, readPassword, cliMail));
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
