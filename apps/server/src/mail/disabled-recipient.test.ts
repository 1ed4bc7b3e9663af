import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.js';
import { requestPasswordReset } from '../modules/accounts/index.js';
import { notify } from '../modules/notification/index.js';
import { sweepNewsAlerts } from '../modules/alerts/index.js';
import { buildArticle, buildUser, type TestUser } from '../test/factories.js';
import { submitIncident } from '../test/finding.test-helpers.js';
import { useMailCast } from '../test/account-test-app.js';
import { WITHHELD_DISABLED } from './outbox.repository.js';

/** Disabled accounts receive no mail of any kind (docs/rules/accounts.md). */
describe('mail to a disabled account', () => {
  const ctx = useMailCast();

  const setDisabled = async (user: TestUser, disabled: boolean) => {
    const res = await ctx.t.call('user/disable', { user_id: user.id, disabled }, ctx.admin.token);
    expect(res.statusCode).toBe(200);
  };
  const forget = (user: TestUser) => ctx.t.call('user/forget', { email: user.email }, ctx.anon);
  const received = (user: TestUser) =>
    ctx.mailbox.received.filter((m) => m.to.includes(user.email));
  const rowsTo = (user: TestUser) =>
    ctx.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
  /** Every row queued for the user was withheld, bodies dropped, and none reached the peer. */
  const expectAllWithheld = async (user: TestUser, queued: number) => {
    await ctx.t.mailer.flush();
    expect(received(user)).toEqual([]);
    const rows = await rowsTo(user);
    expect(rows).toHaveLength(queued);
    for (const row of rows) {
      expect(row).toMatchObject({ sentAt: null, lastError: WITHHELD_DISABLED, textBody: '' });
      expect(row.withheldAt).toBeInstanceOf(Date);
    }
  };

  it('sends no request notification mail (a message on their request)', async () => {
    const owner = await buildUser(ctx.t);
    const { incidentId } = await submitIncident(ctx.t, owner);
    await ctx.t.call('incident/claim', { incident_id: incidentId }, ctx.partner.token);
    await setDisabled(owner, true);
    const said = await ctx.t.call(
      'message/insert',
      { incident_id: incidentId, body: 'The port reopened.' },
      ctx.partner.token,
    );
    expect(said.statusCode).toBe(200);
    await expectAllWithheld(owner, 1);
  });

  it('sends no reset link, even one queued before the account was disabled', async () => {
    const user = await buildUser(ctx.t);
    // Queued as user/forget queues it, without the route's nudge that would send it at once.
    await requestPasswordReset(ctx.t.database.db, user.email, (token) => `/forget?token=${token}`);
    await setDisabled(user, true);
    await expectAllWithheld(user, 1);
    // A withheld mail stays unsent for good: enabling the account again does not send it.
    await setDisabled(user, false);
    await ctx.t.mailer.adoptUnsent();
    await ctx.t.mailer.flush();
    expect(received(user)).toEqual([]);
    expect((await forget(user)).statusCode).toBe(200);
    await ctx.t.mailer.flush();
    expect(received(user).map((m) => m.subject)).toEqual(['Reset your GeoRisk password']);
  });

  it('sends no watch alert', async () => {
    const watcher = await buildUser(ctx.t);
    await ctx.t.call('watch/insert', { country: 'NE' }, watcher.token);
    await setDisabled(watcher, true);
    await buildArticle(ctx.t, { riskLevel: 'Severe', countries: ['NE'] });
    await sweepNewsAlerts({ db: ctx.t.database.db, publicUrl: 'https://georisk.test', notify });
    await expectAllWithheld(watcher, 1);
  });
});
