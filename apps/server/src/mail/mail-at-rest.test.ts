import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openEmbedded } from '../db/pglite.js';
import { mailOutbox } from '../db/schema.js';
import { openMailBodies } from './outbox.repository.js';
import { startMailbox, type Mailbox } from '../test/mailbox.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

const onPglite = process.env.TEST_DB_DRIVER !== 'postgres';
const PASSWORD = 'Secret#123';

/** The OTP as its mail carries it (4 digits alone would match random bytes of any file). */
const otpForms = (otp: string) => [`bold">${otp}</p>`, `\n    ${otp}\n`];

const signUpAndForget = async (t: TestApp, email: string) => {
  const anon = await t.anonymousToken();
  const body = { firstName: 'Zed', lastName: 'Rest', email, phone: '+447700900123' };
  const signUp = await t.call('user/insert', { ...body, password: PASSWORD }, anon);
  expect(signUp.statusCode).toBe(200);
  expect((await t.call('user/forget', { email }, anon)).statusCode).toBe(200);
};

/** Both drivers answer a raw query with `rows`. */
const query = async <Row>(database: DatabaseHandle, statement: SQL): Promise<Row[]> =>
  ((await database.db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** The text of every row of every table of the application's schema. */
const everyRowText = async (database: DatabaseHandle): Promise<string> => {
  const tables = await query<{ name: string }>(
    database,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  let text = '';
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(
      database,
      sql`select t::text as row from ${sql.identifier(name)} t`,
    );
    text += rows.map((r) => r.row).join('\n');
  }
  return text;
};

const everyFile = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? everyFile(full) : [full];
  });

/**
 * A copy of the database (rows, or PGlite's files with their write-ahead log) must not hand out
 * a live OTP or reset link: queued bodies are sealed, sent ones dropped.
 */
describe('mail at rest', () => {
  let mailbox: Mailbox;
  let t: TestApp;
  let dataDir: string | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
    if (onPglite) dataDir = mkdtempSync(path.join(os.tmpdir(), 'georisk-mail-at-rest-'));
    const database = dataDir ? await openEmbedded(dataDir) : undefined;
    if (database) await database.migrate();
    t = await buildTestApp({ smtpUrl: mailbox.url, ...(database ? { database } : {}) });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps no OTP or reset token of a sent mail in the database', async () => {
    const email = 'zed.rest@georisk.test';
    await signUpAndForget(t, email);
    await t.mailer.flush();
    const otp = mailbox.otpFor(email);
    const token = mailbox.resetTokenFor(email);
    expect(otp).toMatch(/^\d{4}$/);
    expect(token.length).toBeGreaterThan(40);

    const sent = await t.database.db.select().from(mailOutbox);
    expect(sent.filter((mail) => mail.sentAt === null)).toEqual([]);
    expect(sent.map((mail) => mail.textBody + mail.htmlBody)).toEqual(sent.map(() => ''));

    const secrets = [token, ...otpForms(otp)];
    const rows = await everyRowText(t.database);
    expect(secrets.filter((secret) => rows.includes(secret))).toEqual([]);
    if (!dataDir) return;
    // Every file PGlite wrote, its buffers written out first so nothing stays in memory only.
    await t.database.db.execute(sql`checkpoint`);
    const leaks = everyFile(dataDir).filter((file) => {
      const bytes = readFileSync(file);
      return secrets.some((secret) => bytes.includes(secret));
    });
    expect(leaks).toEqual([]);
  });
});

describe('mail not sent yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nobody listens there: every mail stays queued.
    t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('is queued as ciphertext only, and the dispatcher can still read it', async () => {
    await signUpAndForget(t, 'zed.queued@georisk.test');
    await t.mailer.flush();
    const queued = await t.database.db.select().from(mailOutbox);
    expect(queued).toHaveLength(2);
    for (const mail of queued) {
      expect(mail.sentAt).toBeNull();
      expect(mail.attempts).toBeGreaterThan(0);
      for (const body of [mail.textBody, mail.htmlBody]) {
        expect(body).toMatch(/^gcm1\.[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(body).not.toMatch(/forget\?token=|GeoRisk/);
      }
      expect(openMailBodies(mail).text).toContain('GeoRisk');
    }
  });
});
