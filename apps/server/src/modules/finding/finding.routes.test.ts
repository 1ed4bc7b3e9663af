import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildCategory, buildFactor } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { startMailbox, type Mailbox } from '../../test/mailbox.js';
import { answer, submitIncident, writtenFor } from '../../test/finding.test-helpers.js';

describe('finding insert', () => {
  let t: TestApp;
  let owner: TestUser;
  let partner: TestUser;
  let mailbox: Mailbox;

  const mailsTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp({ smtpUrl: mailbox.url });
    owner = await buildUser(t);
    partner = await buildUser(t, { role: 'partner' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('records the answers, marks the incident Answered and queues the owner an e-mail', async () => {
    const { incidentId, factorA, factorB } = await submitIncident(t, owner);
    const res = await t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        created_by: owner.id,
        factor_response: {
          [factorA.id]: answer('Green'),
          [factorB.id]: answer('Red', '  Tense  '),
        },
      },
      partner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      finding: {
        incident_id: incidentId,
        created_by: partner.id,
        factor_response: {
          [factorA.id]: { response_status: 'Green', response: 'Rated Green' },
          [factorB.id]: { response_status: 'Red', response: 'Tense' },
        },
      },
    });
    expect(await writtenFor(t, incidentId)).toEqual({
      status: 'Answered',
      findings: 1,
      responses: 2,
    });
    const incident = (
      await t.call('incident/get', { incident_id: incidentId }, owner.token)
    ).json();
    expect(incident.incident.status).toBe('Answered');

    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your GeoRisk incident request was answered');
    // The dispatcher polls once a minute in tests, so a prompt send proves the insert kicked it.
    await vi.waitFor(async () => expect((await mailsTo(owner.email))[0]?.sentAt).not.toBeNull(), {
      timeout: 5000,
    });
    const link = `http://georisk.test/menu/incident?report=${incidentId}`;
    const { body } = mailbox.lastTo(owner.email, /answered/);
    expect(body).toContain(link);
    expect(body).toContain('Will the port stay open?');
    expect(body).toContain(`href="${link}"`);
  });

  it('refuses a factor of another category and writes nothing at all', async () => {
    const { incidentId, factorA } = await submitIncident(t, owner);
    const elsewhere = await buildFactor(t, (await buildCategory(t)).id);
    const deleted = await buildFactor(t, factorA.categoriesId, { isDeleted: true });
    const mailsBefore = (await mailsTo(owner.email)).length;
    for (const stranger of [elsewhere.id, deleted.id, crypto.randomUUID()]) {
      const res = await t.call(
        'finding/insert',
        {
          incident_id: incidentId,
          factor_response: { [factorA.id]: answer('Green'), [stranger]: answer('Red') },
        },
        partner.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'GR400',
        message: `Factor ${stranger} is not a Factor of this Incident Request's category`,
      });
    }
    expect(await writtenFor(t, incidentId)).toEqual({
      status: 'Submitted',
      findings: 0,
      responses: 0,
    });
    expect(await mailsTo(owner.email)).toHaveLength(mailsBefore);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown status', answer('Blue'), 'Response Status must be Green, Yellow or Red'],
    ['a lower-case status', answer('green'), 'Response Status must be Green, Yellow or Red'],
    [
      'a 4001-character response',
      answer('Green', 'x'.repeat(4001)),
      'Response must be at most 4000 characters',
    ],
    ['a number as response', { response_status: 'Green', response: 7 }, 'Response must be text'],
  ])('refuses %s with 400 and writes nothing', async (_label, rated, message) => {
    const { incidentId, factorA } = await submitIncident(t, owner);
    const res = await t.call(
      'finding/insert',
      { incident_id: incidentId, factor_response: { [factorA.id]: rated } },
      partner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await writtenFor(t, incidentId)).toEqual({
      status: 'Submitted',
      findings: 0,
      responses: 0,
    });
  });

  it.each([
    [{ factor_response: {} }],
    [{ factor_response: { 'not-a-uuid': { response_status: 'Green', response: '' } } }],
    [{ factor_response: 'Green' }],
    [{ incident_id: 'nope' }],
  ])('answers malformed bodies %j with 400', async (overrides) => {
    const { incidentId, factorA } = await submitIncident(t, owner);
    const body = {
      incident_id: incidentId,
      factor_response: { [factorA.id]: answer('Green') },
      ...overrides,
    };
    const res = await t.call('finding/insert', body, partner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers a second finding for the same incident with 409, telling to update instead', async () => {
    const { incidentId, factorA, factorB } = await submitIncident(t, owner);
    const body = {
      incident_id: incidentId,
      factor_response: { [factorA.id]: answer('Green'), [factorB.id]: answer('Green') },
    };
    expect((await t.call('finding/insert', body, partner.token)).statusCode).toBe(200);
    const other = await buildUser(t, { role: 'partner' });
    const second = await t.call('finding/insert', body, other.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'This Incident Request already has a Finding. Please update that Finding instead',
    );
    expect(await writtenFor(t, incidentId)).toMatchObject({ findings: 1, responses: 2 });
  });

  it('answers 404 for an unknown or deleted incident', async () => {
    const { incidentId, factorA } = await submitIncident(t, owner);
    await t.call('incident/remove', { incident_id: incidentId }, owner.token);
    for (const id of [incidentId, crypto.randomUUID()]) {
      const res = await t.call(
        'finding/insert',
        { incident_id: id, factor_response: { [factorA.id]: answer('Green') } },
        partner.token,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Incident Request not found');
    }
  });

  it('refuses customers (403, nothing written) and lets an admin answer', async () => {
    const owner = await buildUser(t);
    const { incidentId, factorA, factorB } = await submitIncident(t, owner);
    const admin = await buildUser(t, { role: 'admin' });
    const body = {
      incident_id: incidentId,
      factor_response: { [factorA.id]: answer('Green'), [factorB.id]: answer('Green') },
    };
    for (const customer of [owner, await buildUser(t)]) {
      const res = await t.call('finding/insert', body, customer.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'GR403' });
    }
    expect((await t.call('finding/insert', body, await t.anonymousToken())).statusCode).toBe(401);
    expect(await writtenFor(t, incidentId)).toEqual({
      status: 'Submitted',
      findings: 0,
      responses: 0,
    });
    expect(await mailsTo(owner.email)).toHaveLength(0);

    const byAdmin = await t.call('finding/insert', body, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().finding.created_by).toBe(admin.id);
    expect(await writtenFor(t, incidentId)).toEqual({
      status: 'Answered',
      findings: 1,
      responses: 2,
    });
  });
});
