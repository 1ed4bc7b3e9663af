import { DIGEST_PATHS } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestSends, mailOutbox, notifications, users } from '../../db/schema.js';
import {
  buildCompany,
  buildExposureAlert,
  buildIncident,
  buildReferenceSet,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { startMailbox, type Mailbox } from '../../test/mailbox.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { sendDueDigests } from './digest.service.js';

/** Digest e-mails (docs/rules/digests.md): content, skip when empty, once per period, unsubscribe. */
describe('digests', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let admin: TestUser;
  let reader: TestUser;
  let quiet: TestUser;
  let colleague: TestUser;

  const choose = (user: TestUser, digest: string) =>
    t.database.db.update(users).set({ digest }).where(eq(users.id, user.id));
  const deps = () => ({
    db: t.database.db,
    publicUrl: 'http://georisk.test',
    signUnsubscribe: t.app.tokens.signDigestUnsubscribe,
  });
  const digestsTo = (user: TestUser) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'digest')));
  const tokenIn = (body: string) =>
    decodeURIComponent(/digest\/unsubscribe\?token=([^\s"<>&]+)/.exec(body)?.[1] ?? '');
  const unsubscribe = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${DIGEST_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'List-Unsubscribe=One-Click',
    });

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp({ smtpUrl: mailbox.url });
    [admin, reader, quiet, colleague] = await Promise.all([
      buildUser(t, { role: 'admin' }),
      buildUser(t),
      buildUser(t),
      buildUser(t),
    ]);
    const company = await buildCompany(t, [
      { user: reader, role: 'viewer' },
      { user: colleague, role: 'owner' },
    ]);
    const { queryType } = await buildReferenceSet(t);
    const incident = await buildIncident(t, { queryTypeId: queryType.id, createdBy: reader.id });
    await t.database.db.insert(notifications).values([
      { userId: reader.id, kind: 'watch', country: 'FR', text: 'France: new High Risk news' },
      {
        userId: reader.id,
        kind: 'answered',
        incidentId: incident.id,
        text: 'Your request was answered',
      },
      // Someone else's news never reaches the reader's digest.
      { userId: colleague.id, kind: 'watch', country: 'DE', text: 'Germany: colleague only' },
    ]);
    await buildExposureAlert(t, { companyId: company.id });
    await buildExposureAlert(
      t,
      { userId: quiet.id },
      { createdAt: new Date(Date.now() - 9 * 864e5) },
    );
    await choose(reader, 'daily');
    await choose(quiet, 'daily');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('profile/update takes the choice and profile/get shows it; a bad one is refused', async () => {
    const profile = (await t.call('profile/get', {}, colleague.token)).json().profile;
    expect(profile.digest).toBe('off');
    const form = {
      firstName: 'Col',
      lastName: 'League',
      phone: '+447700900123',
      time_zone: 'UTC',
      mail_requests: true,
      mail_watch: true,
    };
    const bad = await t.call('profile/update', { ...form, digest: 'hourly' }, colleague.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose no digest, daily or weekly');
    const saved = await t.call('profile/update', { ...form, digest: 'weekly' }, colleague.token);
    expect(saved.json().profile.digest).toBe('weekly');
    // A form without the choice keeps it.
    const kept = await t.call('profile/update', { ...form, firstName: 'Colin' }, colleague.token);
    expect(kept.json().profile.digest).toBe('weekly');
  });

  it('sends one mail with the watched countries, the company alerts and the request updates', async () => {
    const reply = await t.call(DIGEST_PATHS.send, { period: 'daily' }, admin.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().digest).toEqual({ period: 'daily', sent: 1, skipped: 1 });
    await t.mailer.flush();
    const mail = mailbox.lastTo(reader.email, /Your daily GeoRisk digest/);
    expect(mail.body).toContain('France: new High Risk news');
    expect(mail.body).toContain('Your request was answered');
    expect(mail.body).toContain('High Risk: Unrest near');
    expect(mail.body).not.toContain('colleague only');
    expect(mail.header('List-Unsubscribe')).toMatch(
      /^<http:\/\/georisk\.test\/api\/digest\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('skips an empty digest: nothing new since the last one sends no mail', async () => {
    expect(await digestsTo(quiet)).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(digestSends)
      .where(eq(digestSends.userId, quiet.id));
    expect(row?.items).toBe(0);
  });

  it('sends each period once, however many runs and servers ask', async () => {
    const runs = await Promise.all([
      sendDueDigests(deps(), 'daily'),
      sendDueDigests(deps(), 'daily'),
    ]);
    expect(runs.map((run) => run.sent)).toEqual([0, 0]);
    const again = await t.call(DIGEST_PATHS.send, { period: 'daily' }, admin.token);
    expect(again.json().digest.sent).toBe(0);
    expect(await digestsTo(reader)).toHaveLength(1);
    // The next day's digest starts where this one ended: the old news is not sent again.
    const tomorrow = new Date(Date.now() + 864e5);
    expect((await sendDueDigests(deps(), 'daily', tomorrow)).sent).toBe(0);
  });

  it('the admin command sends the due ones of a period too, once, and refuses a bad period', async () => {
    const command = (period: string) =>
      runAdminCommand(
        ['send-digests', '--period', period],
        t.database.db,
        () => Promise.reject(new Error('no password asked')),
        deps,
      );
    // The colleague chose the weekly digest in the profile test above.
    expect(await command('weekly')).toBe(
      'Queued 1 weekly digests (0 empty, skipped); the server sends them',
    );
    expect(await command('weekly')).toMatch(/^Queued 0 weekly digests/);
    await t.mailer.flush();
    expect(mailbox.lastTo(colleague.email, /Your weekly GeoRisk digest/).body).toContain(
      'Germany: colleague only',
    );
    await expect(command('hourly')).rejects.toThrow(
      /--period: Please choose the period: daily or weekly/,
    );
  });

  it('refuses a bad period, and only an admin may send', async () => {
    const bad = await t.call(DIGEST_PATHS.send, { period: 'hourly' }, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose the period: daily or weekly');
    expect((await t.call(DIGEST_PATHS.send, { period: 'daily' }, reader.token)).statusCode).toBe(
      403,
    );
  });

  it('GET shows a confirm page and changes nothing', async () => {
    const token = tokenIn(mailbox.lastTo(reader.email, /digest/).header('List-Unsubscribe'));
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/${DIGEST_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, reader.id));
    expect(row?.digest).toBe('daily');
  });

  it('refuses a forged token, a token of another purpose and a missing one, changing nothing', async () => {
    const token = tokenIn(mailbox.lastTo(reader.email, /digest/).header('List-Unsubscribe'));
    const forged = `${token.slice(0, -4)}AAAA`;
    const checkin = await t.app.tokens.signCheckin(reader.id, new Date(Date.now() + 60_000));
    for (const bad of [forged, checkin, reader.token, '']) {
      const reply = await unsubscribe(bad);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('This unsubscribe link is not valid');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, reader.id));
    expect(row?.digest).toBe('daily');
  });

  it('one-click POST unsubscribes without login; a replay is harmless', async () => {
    const token = tokenIn(mailbox.lastTo(reader.email, /digest/).header('List-Unsubscribe'));
    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'You will receive no more digest e-mails',
      digest: { digest: 'off', changed: true },
    });
    const replay = await unsubscribe(token, { accept: 'text/html' });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain('Digest e-mails were already off');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, reader.id));
    expect(row?.digest).toBe('off');
    // The other user's token unsubscribes only that user.
    const [other] = await t.database.db.select().from(users).where(eq(users.id, quiet.id));
    expect(other?.digest).toBe('daily');
    const audit = await t.call('audit/list', {}, admin.token);
    expect(JSON.stringify(audit.json())).toContain('profile.unsubscribe');
  });
});
