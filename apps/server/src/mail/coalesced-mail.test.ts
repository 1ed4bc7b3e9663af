import { describe, expect, it } from 'vitest';
import { createJobRunner } from '../jobs/index.js';
import { buildUser, renewToken, type TestUser } from '../test/factories.js';
import { answer, submitIncident } from '../test/finding.test-helpers.js';
import { useMailCast } from '../test/account-test-app.js';
import { endMailWindows } from '../test/mail-windows.test-helpers.js';
import { createMailer } from './mailer.js';

const MESSAGE = 'New message on a GeoRisk incident request';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Mails to one person about one request: at most one in any window (docs/rules/incidents.md). */
describe('coalesced request mail', () => {
  const ctx = useMailCast();

  /** A request of a new owner, held by the partner. */
  const request = async () => {
    const owner = await buildUser(ctx.t);
    const filed = await submitIncident(ctx.t, owner);
    await ctx.t.call('incident/claim', { incident_id: filed.incidentId }, ctx.partner.token);
    return { owner, ...filed };
  };
  const say = async (incidentId: string, body: string, user: TestUser) => {
    const res = await ctx.t.call('message/insert', { incident_id: incidentId, body }, user.token);
    expect(res.statusCode).toBe(200);
  };
  const mailsAbout = async (user: TestUser, incidentId: string) => {
    await ctx.t.mailer.flush();
    return ctx.mailbox.received.filter(
      (m) => m.to.includes(user.email) && m.body.includes(`report=${incidentId}`),
    );
  };
  const noticesAbout = async (user: TestUser, incidentId: string) =>
    (await ctx.t.call('notification/list', {}, user.token))
      .json<{ notification: { incident_id: string }[] }>()
      .notification.filter((n) => n.incident_id === incidentId);

  it('mails the first update at once, and sums up the next ones in one mail at the end of the window', async () => {
    const { owner, incidentId, factorA, factorB } = await request();
    await say(incidentId, 'We are looking into it.', ctx.partner);
    const [first] = await mailsAbout(owner, incidentId);
    expect(first?.subject).toBe(MESSAGE);
    expect(first?.body).not.toContain('more update');

    // Three more inside the window: each is a notification, none a mail of its own.
    await say(incidentId, 'The port authority answered.', ctx.partner);
    await say(incidentId, 'A second source confirms it.', ctx.partner);
    const published = await ctx.t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        factor_response: { [factorA!.id]: answer('Red'), [factorB!.id]: answer('Yellow') },
      },
      ctx.partner.token,
    );
    expect(published.statusCode).toBe(200);
    expect(await noticesAbout(owner, incidentId)).toHaveLength(4);
    expect(await mailsAbout(owner, incidentId)).toHaveLength(1);

    await endMailWindows(ctx.t);
    const mails = await mailsAbout(owner, incidentId);
    expect(mails).toHaveLength(2);
    // The newest update's own text and link, and the count of the others.
    expect(mails[1]?.subject).toBe(
      'Your GeoRisk incident request was answered (and 2 more updates)',
    );
    expect(mails[1]?.body).toContain('A GeoRisk partner has answered your');
    expect(mails[1]?.body).toContain('and 2 more updates since our last e-mail.');
    expect(mails[1]?.body).toContain(`http://georisk.test/menu/incident?report=${incidentId}`);
    expect(await mailsAbout(owner, incidentId)).toHaveLength(2);

    // That summary opened a new window: the next update waits for its end, alone.
    await say(incidentId, 'One more detail.', ctx.partner);
    expect(await mailsAbout(owner, incidentId)).toHaveLength(2);
    await endMailWindows(ctx.t);
    const last = (await mailsAbout(owner, incidentId))[2];
    expect(last?.subject).toBe(MESSAGE);
    expect(last?.body).not.toContain('more update');
  });

  it('mails an update at once again when the window is over and nothing was held', async () => {
    const { owner, incidentId } = await request();
    await say(incidentId, 'First.', ctx.partner);
    expect(await mailsAbout(owner, incidentId)).toHaveLength(1);
    await endMailWindows(ctx.t);
    await say(incidentId, 'Second, six minutes later.', ctx.partner);
    expect(await mailsAbout(owner, incidentId)).toHaveLength(2);
  });

  it('keeps the windows of two people on one request apart', async () => {
    const { owner, incidentId } = await request();
    await say(incidentId, 'Any news?', owner);
    await say(incidentId, 'Yes, soon.', ctx.partner);
    expect(await mailsAbout(ctx.partner, incidentId)).toHaveLength(1);
    expect(await mailsAbout(owner, incidentId)).toHaveLength(1);
    await say(incidentId, 'Thanks.', owner);
    expect(await mailsAbout(ctx.partner, incidentId)).toHaveLength(1);
    await endMailWindows(ctx.t);
    expect(await mailsAbout(ctx.partner, incidentId)).toHaveLength(2);
    expect(await mailsAbout(owner, incidentId)).toHaveLength(1);
  });

  it('counts updates arriving at the same moment in turn: one mail now, the rest in one summary', async () => {
    const { owner, incidentId } = await request();
    await Promise.all(['One.', 'Two.', 'Three.'].map((body) => say(incidentId, body, ctx.partner)));
    expect(await mailsAbout(owner, incidentId)).toHaveLength(1);
    await endMailWindows(ctx.t);
    const mails = await mailsAbout(owner, incidentId);
    expect(mails.map((m) => m.subject)).toEqual([MESSAGE, `${MESSAGE} (and 1 more update)`]);
  });

  it('sends the summary once from another server when the one that held it is gone', async () => {
    const { owner, incidentId } = await request();
    await say(incidentId, 'First.', ctx.partner);
    await say(incidentId, 'Second.', ctx.partner);
    expect(await mailsAbout(owner, incidentId)).toHaveLength(1);
    // The first server stops here; the window's job waits in the database for any server.
    await endMailWindows(ctx.t);
    const jobs = createJobRunner({ database: ctx.t.database, log: quiet });
    const other = createMailer({
      db: ctx.t.database.db,
      jobs,
      smtpUrl: ctx.mailbox.url,
      from: 'GeoRisk <no-reply@georisk.test>',
      log: quiet,
    });
    await other.flush();
    await other.flush();
    await other.stop();
    const mails = await mailsAbout(owner, incidentId);
    expect(mails.map((m) => m.subject)).toEqual([MESSAGE, MESSAGE]);
  });

  it('mails a disabled person nothing, held or not', async () => {
    const { owner, incidentId } = await request();
    await ctx.t.call('user/disable', { user_id: owner.id, disabled: true }, ctx.admin.token);
    await say(incidentId, 'First.', ctx.partner);
    await say(incidentId, 'Second.', ctx.partner);
    await endMailWindows(ctx.t);
    expect(await mailsAbout(owner, incidentId)).toEqual([]);
    // Their notifications are still kept, for when the account is enabled again.
    await ctx.t.call('user/disable', { user_id: owner.id, disabled: false }, ctx.admin.token);
    expect(
      await noticesAbout({ ...owner, token: await renewToken(ctx.t, owner) }, incidentId),
    ).toHaveLength(2);
  });
});
