import type { Incident } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { buildCast, type TestUser } from '../../test/factories.js';
import { startMailbox, type Mailbox } from '../../test/mailbox.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { endMailWindows } from '../../test/mail-windows.test-helpers.js';
import { answer, submitIncident } from '../../test/finding.test-helpers.js';
import { articleBody, sweepNews } from '../../test/news.test-helpers.js';
import { notify as notifyUser } from '../notification/index.js';
import { sweepNewsAlerts } from './news-alerts.service.js';
import type { AlertNotice } from './alert-notice.js';

let t: TestApp;
// Bodies are sealed at rest and dropped once sent: read what the SMTP peer received.
let mailbox: Mailbox;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let partner: TestUser;
const notices: AlertNotice[] = [];
// The hour-long e-mail window is measured on this clock, which the tests move.
let clock = new Date();
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ smtpUrl: mailbox.url });
  ({ admin, alice, bob, partner } = await buildCast(t));
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const sweep = () =>
  sweepNews(t.database.db, {
    publicUrl: 'https://georisk.test',
    notify: async (_db, notice) => void notices.push(notice),
    now: () => clock,
  });
const publish = (countries: string[], riskLevel: string, title = `${riskLevel} news`) =>
  t.call('articles/insert', articleBody({ title, riskLevel, countries }), admin.token);
const mailTo = (user: TestUser) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
const noticesFor = (user: TestUser, kind: string) =>
  notices.filter((n) => n.userId === user.id && n.kind === kind);

const received = (user: TestUser, subject: RegExp) =>
  mailbox.received.filter((m) => m.to.includes(user.email) && subject.test(m.subject));

describe('watch alerts', () => {
  it("notifies at once, mails at once, then gathers the hour's further news into one e-mail", async () => {
    await t.call('watch/insert', { country: 'UA' }, alice.token);
    await t.call('watch/insert', { country: 'FR', minLevel: 'Low Risk' }, bob.token);

    await publish(['UA', 'PL'], 'Severe', 'Ukrainian port shelled');
    await sweep();
    expect(noticesFor(alice, 'watch')).toEqual([
      expect.objectContaining({
        country: 'UA',
        text: 'Severe news for Ukraine: Ukrainian port shelled',
      }),
    ]);
    const first = await mailTo(alice);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('GeoRisk alert: Ukraine');
    await t.mailer.flush();
    expect(mailbox.lastTo(alice.email, /GeoRisk alert: Ukraine/).body).toContain(
      'https://georisk.test/country/UA',
    );

    // Within the hour: notices at once, the e-mail waits.
    await publish(['UA'], 'High Risk', 'Grain corridor closed');
    await publish(['UA'], 'Medium Risk', 'Below the watched level');
    later(20);
    await publish(['UA'], 'Severe', 'Kyiv power grid hit');
    await sweep();
    expect(noticesFor(alice, 'watch')).toHaveLength(3);
    later(39);
    await sweep();
    expect(await mailTo(alice)).toHaveLength(1);
    expect(noticesFor(bob, 'watch')).toEqual([]);

    // The hour is up: one e-mail gathers what matched since the last one.
    later(2);
    await sweep();
    expect(await mailTo(alice)).toHaveLength(2);
    await t.mailer.flush();
    const digests = received(alice, /GeoRisk alert: Ukraine \(2 more\)/);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.body).toContain('Severe: "Kyiv power grid hit"');
    expect(digests[0]?.body).toContain('High Risk: "Grain corridor closed"');
    expect(digests[0]?.body).not.toContain('Below the watched level');

    // Each article alerts once and each gathered match is mailed once, however often it runs.
    later(120);
    expect(await sweep()).toBe(0);
    expect(noticesFor(alice, 'watch')).toHaveLength(3);
    expect(await mailTo(alice)).toHaveLength(2);

    // The digest opened a new hour: the next match is gathered again, not mailed at once.
    await publish(['UA'], 'Severe', 'Ceasefire collapses');
    await sweep();
    expect(await mailTo(alice)).toHaveLength(3);
    later(30);
    await publish(['UA'], 'High Risk', 'Shelling resumes');
    await sweep();
    expect(await mailTo(alice)).toHaveLength(3);
  });

  it('sends nothing gathered for a watch removed before its hour is up', async () => {
    const watch = (await t.call('watch/insert', { country: 'MD' }, bob.token)).json().watch;
    await publish(['MD'], 'Severe', 'Chisinau protests');
    await sweep();
    await publish(['MD'], 'Severe', 'Transnistria standoff');
    await sweep();
    await t.call('watch/remove', { watch_id: watch.watch_id }, bob.token);
    later(61);
    await sweep();
    const subjects = (await mailTo(bob)).map((m) => m.subject);
    expect(subjects).toEqual(['GeoRisk alert: Moldova']);
  });
});

describe('stale assessments', () => {
  it('marks an answered request stale on later High/Severe news, tells its owner once per revision', async () => {
    const { incidentId, factorA, factorB } = await submitIncident(t, alice);
    await t.database.db.execute(
      `update incidents set countries = '{KE}' where id = '${incidentId}'`,
    );
    await t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        factor_response: { [factorA!.id]: answer('Green'), [factorB!.id]: answer('Yellow') },
      },
      partner.token,
    );
    const get = async () =>
      (await t.call('incident/get', { incident_id: incidentId }, alice.token)).json<{
        incident: Incident;
      }>().incident;
    expect((await get()).stale).toBe(false);

    await publish(['KE'], 'Risk', 'Minor protest in Nairobi');
    await sweep();
    expect((await get()).stale).toBe(false);

    await publish(['KE'], 'High Risk', 'Curfew declared in Nairobi');
    await sweep();
    expect((await get()).stale).toBe(true);
    expect(noticesFor(alice, 'stale')).toEqual([
      expect.objectContaining({
        incidentId,
        text: 'New developments since your assessment: Curfew declared in Nairobi',
      }),
    ]);
    const staleMails = (await mailTo(alice)).filter((m) =>
      m.subject.startsWith('New developments'),
    );
    expect(staleMails).toHaveLength(1);
    // The answer was mailed minutes ago: mail about the same request waits for its window's end.
    await endMailWindows(t);
    await t.mailer.flush();
    expect(mailbox.lastTo(alice.email, /New developments/).body).toContain(
      `/menu/incident?report=${incidentId}`,
    );

    await publish(['KE'], 'Severe', 'Army deployed in Nairobi');
    await sweep();
    expect(noticesFor(alice, 'stale')).toHaveLength(1);

    const developments = await t.call(
      'developments/list',
      { incident_id: incidentId },
      alice.token,
    );
    expect(developments.json().articles.map((a: { title: string }) => a.title)).toEqual([
      'Army deployed in Nairobi',
      'Curfew declared in Nairobi',
    ]);
    expect(
      (await t.call('developments/list', { incident_id: incidentId }, bob.token)).statusCode,
    ).toBe(403);
    expect(
      (await t.call('developments/list', { incident_id: incidentId }, partner.token)).statusCode,
    ).toBe(200);

    // A new assessment clears the mark until newer news arrives.
    await t.call(
      'finding/update',
      {
        finding_id: (
          await t.call('finding/list', { incident_id: incidentId }, partner.token)
        ).json().finding[0].finding_id,
        factor_response: { [factorA!.id]: answer('Red'), [factorB!.id]: answer('Red') },
      },
      partner.token,
    );
    const after = await get();
    expect(after.stale).toBe(false);
  });
});

describe('exactly once, across servers and restarts', () => {
  // The running server's notices: rows in the notifications table, written in the sweep's transaction.
  const realSweep = (failAfter = Infinity) => {
    let calls = 0;
    return sweepNewsAlerts({
      db: t.database.db,
      publicUrl: 'https://georisk.test',
      now: () => clock,
      notify: async (db, notice) => {
        calls += 1;
        if (calls > failAfter) throw new Error('server killed mid-sweep');
        await notifyUser(db, notice);
      },
    });
  };
  const watchNotices = async (user: TestUser) =>
    (await t.call('notification/list', { limit: 100 }, user.token))
      .json<{ notification: { kind: string; text: string }[] }>()
      .notification.filter((n) => n.kind === 'watch');

  it('rolls an interrupted article back whole, and the next sweep tells everyone once', async () => {
    await t.call('watch/insert', { country: 'GE' }, alice.token);
    await t.call('watch/insert', { country: 'GE' }, bob.token);
    await publish(['GE'], 'Severe', 'Tbilisi under curfew');
    // Killed after the first watcher's notice: neither notice nor e-mail outlives the crash.
    await expect(realSweep(1)).rejects.toThrow('server killed mid-sweep');
    expect(await watchNotices(alice)).toEqual([]);
    expect((await mailTo(bob)).filter((m) => m.subject.includes('Georgia'))).toEqual([]);

    expect(await realSweep()).toBe(1);
    expect(await realSweep()).toBe(0);
    for (const user of [alice, bob]) {
      expect((await watchNotices(user)).map((n) => n.text)).toEqual([
        'Severe news for Georgia: Tbilisi under curfew',
      ]);
      expect((await mailTo(user)).filter((m) => m.subject.includes('Georgia'))).toHaveLength(1);
    }
  });

  it('lets sweeps running at once (several servers) take each article once', async () => {
    await t.call('watch/insert', { country: 'AM', minLevel: 'Low Risk' }, bob.token);
    const titles = ['one', 'two', 'three', 'four', 'five', 'six'].map((n) => `Yerevan ${n}`);
    for (const title of titles) await publish(['AM'], 'Risk', title);
    const handled = await Promise.all([realSweep(), realSweep(), realSweep()]);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(titles.length);
    const texts = (await watchNotices(bob))
      .map((n) => n.text)
      .filter((text) => text.includes('Armenia'));
    expect(texts.sort()).toEqual(titles.map((title) => `Risk news for Armenia: ${title}`).sort());
    expect((await mailTo(bob)).filter((m) => m.subject.includes('Armenia'))).toHaveLength(1);
  });
});
