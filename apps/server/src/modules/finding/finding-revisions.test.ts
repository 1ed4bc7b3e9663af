import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { buildUser, type TestUser, buildFactor } from '../../test/factories.js';
import { startMailbox, type Mailbox } from '../../test/mailbox.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { answer, submitIncident, writtenFor } from '../../test/finding.test-helpers.js';

/** Drafts, complete publication, revisions and what the customer is told. */
describe('finding drafts and revisions', () => {
  let t: TestApp;
  // Bodies are sealed at rest and dropped once sent: read what the SMTP peer received.
  let mailbox: Mailbox;
  let owner: TestUser;
  let stranger: TestUser;
  let analyst: TestUser;
  let other: TestUser;

  const mailsTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const notesOf = async (user: TestUser) =>
    (await t.call('notification/list', {}, user.token)).json() as {
      notification: { kind: string; incident_id: string }[];
      unread: number;
    };
  const incidentOf = async (incidentId: string, user = owner) =>
    (await t.call('incident/get', { incident_id: incidentId }, user.token)).json().incident;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp({ smtpUrl: mailbox.url });
    [owner, stranger, analyst, other] = await Promise.all([
      buildUser(t),
      buildUser(t),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'partner' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('keeps a draft for the analyst only: In review, claimed, nothing for the customer', async () => {
    const { incidentId, factorA } = await submitIncident(t, owner);
    const mailsBefore = (await mailsTo(owner.email)).length;
    const draft = await t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        factor_response: { [factorA.id]: answer('Red', 'First thoughts') },
        summary: 'Work in progress',
        draft: true,
      },
      analyst.token,
    );
    expect(draft.statusCode).toBe(200);
    expect(draft.json().message).toBe('Draft saved');
    expect(draft.json().finding).toMatchObject({
      draft: true,
      revision: 0,
      summary: 'Work in progress',
    });
    expect(await incidentOf(incidentId)).toMatchObject({
      status: 'In review',
      assigned_to: analyst.id,
      revision: 0,
      outcome: null,
    });
    const seen = await t.call('finding/list', { incident_id: incidentId }, owner.token);
    expect(seen.json()).toMatchObject({ finding: [], total: 0 });
    expect(
      (await t.call('finding/history', { incident_id: incidentId }, owner.token)).json().revisions,
    ).toEqual([]);
    const peek = await t.call(
      'finding/list',
      { incident_id: incidentId, draft: true },
      owner.token,
    );
    expect(peek.statusCode).toBe(403);
    // Not even the finding by its id: before the first publication there is nothing to show.
    const findingId = draft.json().finding.finding_id as string;
    const got = await t.call('finding/get', { finding_id: findingId }, owner.token);
    expect(got.statusCode).toBe(404);
    expect(got.body).not.toContain('First thoughts');
    expect(got.body).not.toContain('Work in progress');
    const working = await t.call(
      'finding/list',
      { incident_id: incidentId, draft: true },
      analyst.token,
    );
    expect(working.json().finding).toEqual([
      expect.objectContaining({
        factor_id: factorA.id,
        response_status: 'Red',
        previous_status: null,
      }),
    ]);
    expect(await mailsTo(owner.email)).toHaveLength(mailsBefore);
    expect((await notesOf(owner)).notification.filter((n) => n.incident_id === incidentId)).toEqual(
      [],
    );
    // Held by the analyst: another partner cannot answer over them.
    const race = await t.call(
      'finding/update',
      {
        finding_id: draft.json().finding.finding_id,
        factor_response: { [factorA.id]: answer('Green') },
      },
      other.token,
    );
    expect(race.statusCode).toBe(403);
  });

  it('refuses to publish until every active factor is rated with a response, writing nothing', async () => {
    const { incidentId, factorA, factorB, category } = await submitIncident(t, owner);
    // An inactive factor is not asked for.
    await buildFactor(t, category.id, { name: 'AAA retired', isActive: false });
    const [first, second] = [factorA, factorB].sort((a, b) =>
      a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1,
    );
    const missing = await t.call(
      'finding/insert',
      { incident_id: incidentId, factor_response: { [second!.id]: answer('Green') } },
      analyst.token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`Please rate every factor: ${first!.name}`);
    const blank = await t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        factor_response: { [first!.id]: answer('Green', '   '), [second!.id]: answer('Red') },
      },
      analyst.token,
    );
    expect(blank.json().message).toBe(`Please rate every factor: ${first!.name}`);
    expect(await writtenFor(t, incidentId)).toEqual({
      status: 'Submitted',
      findings: 0,
      responses: 0,
    });
    expect((await incidentOf(incidentId)).assigned_to).toBeNull();
  });

  it('publishes revision 1, then n+1 keeping the earlier ones, telling the owner each time', async () => {
    const { incidentId, factorA, factorB } = await submitIncident(t, owner);
    const first = await t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        factor_response: {
          [factorA.id]: answer('Yellow', 'Watch'),
          [factorB.id]: answer('Green', 'Calm'),
        },
        summary: 'Manageable',
      },
      analyst.token,
    );
    expect(first.json().finding).toMatchObject({ draft: false, revision: 1 });
    const findingId = first.json().finding.finding_id as string;
    expect(await incidentOf(incidentId)).toMatchObject({
      status: 'Answered',
      revision: 1,
      outcome: { Green: 1, Yellow: 1, Red: 0 },
      overdue: false,
    });
    const list1 = (await t.call('finding/list', { incident_id: incidentId }, owner.token)).json();
    expect(list1.finding.map((r: { previous_status: unknown }) => r.previous_status)).toEqual([
      null,
      null,
    ]);
    let notes = await notesOf(owner);
    expect(notes.notification[0]).toMatchObject({ kind: 'answered', incident_id: incidentId });
    const mails1 = await mailsTo(owner.email);
    expect(mails1.at(-1)?.subject).toBe('Your GeoRisk incident request was answered');
    await t.mailer.flush();
    expect(mailbox.lastTo(owner.email, /answered/).body).toContain(
      `http://georisk.test/menu/incident?report=${incidentId}`,
    );

    // A draft of the second revision changes nothing the owner sees.
    await t.call(
      'finding/update',
      {
        finding_id: findingId,
        factor_response: { [factorA.id]: answer('Red', 'Escalated') },
        draft: true,
      },
      analyst.token,
    );
    const stillFirst = (
      await t.call('finding/list', { incident_id: incidentId }, owner.token)
    ).json();
    expect(
      stillFirst.finding.find((r: { factor_id: string }) => r.factor_id === factorA.id),
    ).toMatchObject({
      response_status: 'Yellow',
    });
    expect((await incidentOf(incidentId)).status).toBe('Answered');
    // finding/get shows the owner the published revision, never the working copy.
    const got = (await t.call('finding/get', { finding_id: findingId }, owner.token)).json();
    expect(got.finding).toMatchObject({ draft: false, revision: 1 });
    expect(got.finding.factor_response[factorA.id]).toMatchObject({ response_status: 'Yellow' });
    expect(JSON.stringify(got)).not.toContain('Escalated');
    const staffView = (await t.call('finding/get', { finding_id: findingId }, analyst.token)).json()
      .finding;
    expect(staffView).toMatchObject({ draft: true });
    expect(staffView.factor_response[factorA.id]).toMatchObject({ response: 'Escalated' });

    const second = await t.call(
      'finding/update',
      {
        finding_id: findingId,
        factor_response: { [factorB.id]: answer('Green', 'Still calm') },
        summary: 'Worse',
      },
      analyst.token,
    );
    expect(second.json().finding).toMatchObject({ draft: false, revision: 2, summary: 'Worse' });
    const rows = (await t.call('finding/list', { incident_id: incidentId }, owner.token)).json()
      .finding;
    // Red first, each with the status it had in revision 1.
    expect(rows).toEqual([
      expect.objectContaining({
        factor_id: factorA.id,
        response_status: 'Red',
        previous_status: 'Yellow',
        factor_response: 'Escalated',
      }),
      expect.objectContaining({
        factor_id: factorB.id,
        response_status: 'Green',
        previous_status: 'Green',
      }),
    ]);
    expect(await incidentOf(incidentId)).toMatchObject({
      revision: 2,
      outcome: { Green: 1, Yellow: 0, Red: 1 },
    });
    const history = (
      await t.call('finding/history', { incident_id: incidentId }, owner.token)
    ).json().revisions;
    expect(history.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(history[0]).toMatchObject({
      summary: 'Worse',
      published_by: { user_id: analyst.id, name: analyst.name },
    });
    expect(history[1].factor_response[factorA.id]).toEqual(answer('Yellow', 'Watch'));
    notes = await notesOf(owner);
    expect(notes.notification[0]).toMatchObject({ kind: 'updated', incident_id: incidentId });
    expect((await mailsTo(owner.email)).at(-1)?.subject).toBe(
      'The answer to your GeoRisk incident request was updated',
    );
    expect(
      (await t.call('finding/history', { incident_id: incidentId }, stranger.token)).statusCode,
    ).toBe(403);
  });
});
