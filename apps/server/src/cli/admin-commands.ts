import {
  companyFormSchema,
  digestPeriod,
  email,
  MESSAGES,
  personName,
  strongPassword,
} from '@georisk/contract';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import type { Result } from '../domain/result.js';
import { createActiveUser, ROLES, setRoleByEmail } from '../modules/accounts/index.js';
import { moveUsersIntoCompany } from '../modules/companies/index.js';
import { sendDueDigests } from '../modules/digests/index.js';
import type { ReadPassword } from './password-input.js';

export const USAGE = `Usage:
  npm run admin -- create-user --email E --first-name F --last-name L --role admin|partner|customer [--password-stdin]
  npm run admin -- set-role --email E --role admin|partner|customer
  npm run admin -- create-company --name N --kind Corporate|Government --country CC [--domain D] --owner E [--member E ...]
  npm run admin -- send-digests --period daily|weekly
The password is typed at a prompt (not shown), or piped on one line with --password-stdin.`;

/** Why a password is never an argument (docs/operations.md, "Admin commands"). */
export const PASSWORD_ARGUMENT_REFUSED =
  'A password is not accepted on the command line (it would show in ps and the shell history): type it at the prompt, or pipe it with --password-stdin';

/** A mistake of the operator: printed as one line, exit code 1. */
export class CliError extends Error {}

/** A refusal of the accounts layer is printed as its message. */
const valueOrCliError = <T>(result: Result<T>): T => {
  if (!result.ok) throw new CliError(result.message);
  return result.value;
};

const role = z.enum(ROLES as ['admin', 'partner', 'customer'], {
  error: 'Role must be admin, partner or customer',
});
const buildUserArgs = z.object({
  email,
  'first-name': personName(MESSAGES.invalidFirstName),
  'last-name': personName(MESSAGES.invalidLastName),
  role,
});
const setRoleArgs = z.object({ email, role });
const digestArgs = z.object({ period: digestPeriod });
const companyArgs = companyFormSchema.extend({
  owner: email,
  member: z.array(email).default([]),
});

const OPTIONS = {
  email: { type: 'string' },
  /** Only to refuse it with a clear sentence, not as parseArgs' "Unknown option". */
  password: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  role: { type: 'string' },
  name: { type: 'string' },
  kind: { type: 'string' },
  country: { type: 'string' },
  domain: { type: 'string' },
  owner: { type: 'string' },
  member: { type: 'string', multiple: true },
  period: { type: 'string' },
} as const;

const parsed = <S extends z.ZodType>(schema: S, values: unknown, name?: string): z.infer<S> => {
  const result = schema.safeParse(values);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = name ?? `--${String(issue?.path[0] ?? '')}`;
    throw new CliError(`${field}: ${issue?.message ?? 'invalid'}\n${USAGE}`);
  }
  return result.data;
};

/** The new account's password, asked after every other argument has been checked. */
const newPassword = async (readPassword: ReadPassword, stdin: boolean): Promise<string> => {
  let password: string;
  try {
    password = await readPassword({ stdin, confirm: true });
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  return parsed(strongPassword, password, 'Password');
};

/** What the commands that mail need besides the database: where links point and how to sign. */
export interface CliMail {
  publicUrl: string;
  signUnsubscribe(userId: string, expiresAt: Date): Promise<string>;
}

/** Runs one admin command on an open database and returns what to print. */
export const runAdminCommand = async (
  argv: string[],
  db: Database,
  readPassword: ReadPassword,
  mail?: () => CliMail,
): Promise<string> => {
  let args: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    args = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  const [command, ...rest] = args.positionals;
  if (rest.length > 0) throw new CliError(`Unexpected argument: ${rest[0]}\n${USAGE}`);
  if (args.values.password !== undefined) throw new CliError(PASSWORD_ARGUMENT_REFUSED);
  if (command === 'create-user') {
    const { password: _none, 'password-stdin': stdin, ...values } = args.values;
    const input = parsed(buildUserArgs, values);
    const password = await newPassword(readPassword, stdin === true);
    const user = valueOrCliError(
      await createActiveUser(db, {
        email: input.email,
        password,
        firstName: input['first-name'],
        lastName: input['last-name'],
        role: input.role,
      }),
    );
    return `Created active ${input.role} ${user.email} (user_id ${user.id})`;
  }
  if (command === 'set-role') {
    const input = parsed(setRoleArgs, args.values);
    const user = valueOrCliError(await setRoleByEmail(db, input.email, input.role));
    return `${user.email} is now ${input.role}`;
  }
  if (command === 'create-company') {
    const { owner, member, ...company } = parsed(companyArgs, args.values);
    const moved = valueOrCliError(
      await moveUsersIntoCompany(db, { company, owner, members: member }),
    );
    return `Created ${company.name} (company_id ${moved.companyId}) with ${moved.moved} members, owner ${owner}`;
  }
  if (command === 'send-digests' && mail) {
    const { period } = parsed(digestArgs, args.values);
    const run = await sendDueDigests({ db, ...mail() }, period);
    return `Queued ${run.sent} ${period} digests (${run.skipped} empty, skipped); the server sends them`;
  }
  throw new CliError(command ? `Unknown command: ${command}\n${USAGE}` : USAGE);
};
