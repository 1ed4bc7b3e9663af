import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkinRecipients } from '../../db/schema.js';
import { buildCompany, buildTraveller, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { sendDueReminders } from './checkin-reminders.js';
import { mailsTo, startCheckin, tokenMailedTo } from './checkins.test-helpers.js';

const MINUTE_MS = 60_000;

/**
 * Reminders (docs/rules/checkins.md, "Reminders"): every CHECKIN_REMINDER_MINUTES (120 here)
 * to those who have not answered, at most 3, none once answered or closed. The sweep is run with
 * a clock the test moves.
 */
describe('check-in reminders', () => {
  const t = useTestApp();
  let owner: TestUser;
  let companyId: string;
  const sweep = (minutesLater: number) =>
    sendDueReminders(
      {
        db: t.database.db,
        signCheckin: t.app.tokens.signCheckin,
        publicUrl: 'http://georisk.test',
        minutes: 120,
      },
      new Date(Date.now() + minutesLater * MINUTE_MS),
    );

  beforeAll(async () => {
    owner = await buildUser(t);
    companyId = (await buildCompany(t, [{ user: owner, role: 'owner' }])).id;
  });

  const asked = async () => {
    const traveller = await buildTraveller(t, { companyId });
    const board = await startCheckin(t, owner.token, {
      by: 'travellers',
      traveller_ids: [traveller.id],
    });
    return { board, email: traveller.email };
  };
  const remindersTo = async (email: string) =>
    (await mailsTo(t, email)).filter((m) => m.subject.startsWith('Reminder')).map((m) => m.subject);

  it('reminds every 120 minutes until the third, then stops', async () => {
    const { email } = await asked();
    await sweep(60);
    expect(await remindersTo(email)).toEqual([]);
    await sweep(121);
    await sweep(122); // the same round again: nothing new
    await sweep(242);
    await sweep(363);
    await sweep(484);
    await sweep(10 * 60);
    const subjects = await remindersTo(email);
    expect(subjects).toHaveLength(3);
    expect(subjects[0]).toMatch(/^Reminder 1: are you safe\?/);
    expect(subjects[2]).toMatch(/^Reminder 3: are you safe\?/);
  });

  it('a reminder carries working links; answering stops the reminders', async () => {
    const { email, board } = await asked();
    await sweep(121);
    const token = await tokenMailedTo(t, email);
    const reply = await t.call(
      'checkin/respond',
      { token, answer: 'safe' },
      await t.anonymousToken(),
    );
    expect(reply.statusCode).toBe(200);
    await sweep(242);
    await sweep(363);
    expect(await remindersTo(email)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(checkinRecipients)
      .where(eq(checkinRecipients.checkinId, board.checkin_id));
    expect(row).toMatchObject({ remindersSent: 1, nextReminderAt: null, answer: 'safe' });
  });

  it('closing stops the reminders', async () => {
    const { email, board } = await asked();
    await t.call('checkin/close', { checkin_id: board.checkin_id }, owner.token);
    await sweep(121);
    await sweep(242);
    expect(await remindersTo(email)).toEqual([]);
  });
});
