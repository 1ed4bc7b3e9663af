import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.js';
import { notify } from '../modules/notification/index.js';
import { sweepNewsAlerts } from '../modules/alerts/index.js';
import { buildArticle, buildUser, type TestUser } from '../test/factories.js';
import { submitIncident } from '../test/finding.test-helpers.js';
import { useMailCast } from '../test/account-test-app.js';
import { WITHHELD_SWITCHED_OFF } from './outbox.repository.js';

/** The profile's mail switches, applied as the mail goes out (docs/rules/accounts.md, "Profile"). */
describe('mail preferences', () => {
  const ctx = useMailCast();

  const setSwitches = async (user: TestUser, switches: { requests: boolean; watch: boolean }) => {
    const reply = await ctx.t.call(
      'profile/update',
      {
        firstName: 'Mail',
        lastName: 'Reader',
        phone: '+447700900123',
        time_zone: 'Europe/Berlin',
        mail_requests: switches.requests,
        mail_watch: switches.watch,
      },
      user.token,
    );
    expect(reply.statusCode, reply.body).toBe(200);
  };
  const received = async (user: TestUser) => {
    await ctx.t.mailer.flush();
    return ctx.mailbox.received.filter((m) => m.to.includes(user.email));
  };
  const notices = async (user: TestUser) =>
    (await ctx.t.call('notification/list', {}, user.token)).json<{
      notification: { kind: string }[];
    }>().notification;
  const withheldRows = (user: TestUser) =>
    ctx.t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.lastError, WITHHELD_SWITCHED_OFF)),
      );

  /** The partner writes on a request of the owner's: a notification and a request mail. */
  const messageOnRequestOf = async (owner: TestUser) => {
    const { incidentId } = await submitIncident(ctx.t, owner);
    await ctx.t.call('incident/claim', { incident_id: incidentId }, ctx.partner.token);
    const said = await ctx.t.call(
      'message/insert',
      { incident_id: incidentId, body: 'The border crossing reopened.' },
      ctx.partner.token,
    );
    expect(said.statusCode).toBe(200);
  };
  /** Severe news for a country the watcher watches: a notification and a watch alert mail. */
  const newsFor = async (watcher: TestUser, country: string) => {
    await ctx.t.call('watch/insert', { country }, watcher.token);
    await buildArticle(ctx.t, { riskLevel: 'Severe', countries: [country] });
    await sweepNewsAlerts({ db: ctx.t.database.db, publicUrl: 'https://georisk.test', notify });
  };

  it('sends no request mail to someone who switched request mails off; the notification stays', async () => {
    const owner = await buildUser(ctx.t);
    await setSwitches(owner, { requests: false, watch: true });
    await messageOnRequestOf(owner);
    expect(await received(owner)).toEqual([]);
    expect(await withheldRows(owner)).toHaveLength(1);
    expect((await notices(owner)).map((n) => n.kind)).toContain('message');
  });

  it('sends the request mail when the switch is on', async () => {
    const owner = await buildUser(ctx.t);
    await setSwitches(owner, { requests: true, watch: false });
    await messageOnRequestOf(owner);
    expect((await received(owner)).map((m) => m.subject)).toEqual([
      'New message on a GeoRisk incident request',
    ]);
  });

  it('sends no watch alert to someone who switched watch alerts off; the notification stays', async () => {
    const watcher = await buildUser(ctx.t);
    await setSwitches(watcher, { requests: true, watch: false });
    await newsFor(watcher, 'ML');
    expect(await received(watcher)).toEqual([]);
    expect(await withheldRows(watcher)).toHaveLength(1);
    expect((await notices(watcher)).map((n) => n.kind)).toEqual(['watch']);
  });

  it('sends the watch alert when the switch is on', async () => {
    const watcher = await buildUser(ctx.t);
    await setSwitches(watcher, { requests: false, watch: true });
    await newsFor(watcher, 'BF');
    expect((await received(watcher)).map((m) => m.subject)).toEqual([
      'GeoRisk alert: Burkina Faso',
    ]);
  });

  it('still sends account mails with both switches off', async () => {
    const user = await buildUser(ctx.t);
    await setSwitches(user, { requests: false, watch: false });
    expect((await ctx.t.call('user/forget', { email: user.email }, ctx.anon)).statusCode).toBe(200);
    expect((await received(user)).map((m) => m.subject)).toEqual(['Reset your GeoRisk password']);
  });
});
