import { CODES, MESSAGES } from '@georisk/contract';
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../db/data-dir.js';
import { bootstrapAdmin } from '../modules/accounts/index.js';
import { findUserByEmail } from '../modules/accounts/index.js';
import { useTestApp } from '../test/test-app.js';
import { CliError, PASSWORD_ARGUMENT_REFUSED, runAdminCommand } from './admin-commands.js';

const t = useTestApp();

/** What the operator types (or pipes) when the command asks for a password. */
let typed = 'Strong#Pass1';
const asked: { stdin: boolean; confirm: boolean }[] = [];
const run = (...argv: string[]) =>
  runAdminCommand(argv, t.database.db, (how) => {
    asked.push(how);
    return Promise.resolve(typed);
  });
/** `create-user`'s arguments for an account of `email` (the password is asked for). */
const createUser = (email: string, role = 'customer', firstName = 'A', lastName = 'B') => [
  'create-user',
  '--email',
  email,
  '--first-name',
  firstName,
  '--last-name',
  lastName,
  '--role',
  role,
];
const login = async (email: string, password: string) =>
  t.call('auth/login', { email, password }, await t.anonymousToken());

describe('npm run admin', () => {
  it('creates an active account that can log in, then changes its role', async () => {
    const out = await run(...createUser('Ops@GeoRisk.test', 'partner', 'Grace', 'Hopper'));
    // Stored in its canonical spelling (docs/security.md).
    expect(out).toMatch(/^Created active partner ops@georisk\.test \(user_id [0-9a-f-]{36}\)$/);
    const first = await login('ops@georisk.test', 'Strong#Pass1');
    expect(first.json().user).toMatchObject({
      name: 'Grace Hopper',
      is_partner: true,
      is_admin: false,
    });

    expect(await run('set-role', '--email', 'ops@georisk.test', '--role', 'admin')).toBe(
      'ops@georisk.test is now admin',
    );
    expect((await login('ops@georisk.test', 'Strong#Pass1')).json().user).toMatchObject({
      is_admin: true,
      is_partner: false,
      is_customer: false,
    });
  });

  it('explains what is wrong in one message', async () => {
    const expectError = async (argv: string[], text: string | RegExp) => {
      const error = await run(...argv).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CliError);
      expect((error as CliError).message).toMatch(text);
    };
    await expectError([], /^Usage:/);
    await expectError(['drop-db'], /^Unknown command: drop-db/);
    await expectError(
      ['set-role', '--email', 'x@georisk.test', '--role', 'root'],
      'Role must be admin, partner or customer',
    );
    await expectError(
      ['set-role', '--email', 'nobody@georisk.test', '--role', 'admin'],
      'No user with the email nobody@georisk.test',
    );
    typed = 'weak';
    await expectError(createUser('weak@georisk.test'), `Password: ${MESSAGES.invalidPassword}`);
    typed = 'Strong#Pass1';
    await expectError(['create-user', '--bogus'], /Unknown option '--bogus'/);
    await run(...createUser('twice@georisk.test'));
    await expectError(createUser('TWICE@georisk.test'), /already registered/);
  });

  it('never takes a password as an argument, and says how to give it', async () => {
    const before = asked.length;
    for (const argv of [
      ['create-user', '--email', 'ps@georisk.test', '--password', 'Strong#Pass1'],
      ['create-user', '--password=Strong#Pass1', '--email', 'ps@georisk.test'],
      ['set-role', '--email', 'ps@georisk.test', '--role', 'admin', '--password', 'x'],
    ]) {
      const error = await run(...argv).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CliError);
      expect((error as CliError).message).toBe(PASSWORD_ARGUMENT_REFUSED);
    }
    expect(asked.length).toBe(before);
    expect(await findUserByEmail(t.database.db, 'ps@georisk.test')).toBeUndefined();
  });

  it('reads the password from standard input with --password-stdin, else from the prompt', async () => {
    const argv = ['--email', 'in@georisk.test', '--first-name', 'In', '--last-name', 'Put'];
    await run('create-user', ...argv, '--role', 'customer', '--password-stdin');
    expect(asked.at(-1)).toEqual({ stdin: true, confirm: true });
    expect((await login('in@georisk.test', 'Strong#Pass1')).statusCode).toBe(200);
    await run('create-user', ...argv, '--role', 'customer').catch(() => undefined);
    expect(asked.at(-1)).toEqual({ stdin: false, confirm: true });
    // set-role needs no password and asks for none.
    const before = asked.length;
    await run('set-role', '--email', 'in@georisk.test', '--role', 'partner');
    expect(asked.length).toBe(before);
  });

  it('as a process: a password piped on standard input works, one given as an argument is refused', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'georisk-cli-'));
    const cli = path.resolve(import.meta.dirname, 'admin.ts');
    const admin = (argv: string[], stdin: string) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', cli, ...argv], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(stdin);
      });
    const user = ['--email', 'pipe@georisk.test', '--first-name', 'Pi', '--last-name', 'Pe'];
    const refused = await admin(
      ['create-user', ...user, '--role', 'admin', '--password', 'Strong#Pass1'],
      '',
    );
    const piped = await admin(
      ['create-user', ...user, '--role', 'admin', '--password-stdin'],
      'Strong#Pass1\n',
    );
    await rm(dataDir, { recursive: true, force: true });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain(PASSWORD_ARGUMENT_REFUSED);
    expect(piped.stderr).toBe('');
    expect(piped).toMatchObject({ code: 0 });
    expect(piped.stdout).toMatch(
      /^Created active admin pipe@georisk\.test \(user_id [0-9a-f-]{36}\)\n$/,
    );
  }, 120_000); // two processes, each migrating a fresh embedded database

  it('refuses to open an embedded database the server holds', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'georisk-cli-'));
    // This test process stands in for a running server holding the lock.
    const unlock = await lockDataDir(dataDir, { staleMs: 5000 });
    const cli = path.resolve(import.meta.dirname, 'admin.ts');
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, 'set-role', '--email', 'a@b.co', '--role', 'admin'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    await unlock();
    await rm(dataDir, { recursive: true, force: true });
    expect(result).toMatchObject({ code: 1 });
    expect((result as { stderr: string }).stderr).toContain('Stop the server first');
  });
});

describe('bootstrap admin', () => {
  it('creates the configured admin once and leaves an existing account alone', async () => {
    const admin = { email: 'boot@georisk.test', password: 'Admin#12345' };
    expect(await bootstrapAdmin(t.database.db, undefined)).toBe('skipped');
    expect(await bootstrapAdmin(t.database.db, admin)).toBe('created');
    expect(await bootstrapAdmin(t.database.db, { ...admin, password: 'Other#12345' })).toBe(
      'exists',
    );
    const reply = await login(admin.email, admin.password);
    expect(reply.json()).toMatchObject({
      code: CODES.ok,
      user: { is_admin: true, name: 'GeoRisk Admin' },
    });
    expect((await findUserByEmail(t.database.db, admin.email))?.isActive).toBe(true);
    await expect(
      bootstrapAdmin(t.database.db, { email: 'weak@georisk.test', password: 'password' }),
    ).rejects.toThrow(/BOOTSTRAP_ADMIN_PASSWORD/);
  });
});
