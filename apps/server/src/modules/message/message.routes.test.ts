import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { buildUser, type TestUser, buildReferenceSet } from '../../test/factories.js';
import { startMailbox, type Mailbox } from '../../test/mailbox.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/** The conversation on a request: who may take part, and who hears of each message. */
describe('messages on a request', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let analyst: TestUser;
  let admin: TestUser;
  let queryTypeId: string;
  // Bodies are sealed at rest and dropped once sent: read what the SMTP peer received.
  let mailbox: Mailbox;

  const file = async () => {
    const res = await t.call(
      'incident/insert',
      { customerType: 'Global', queryType_id: queryTypeId, query: 'Is the border open?' },
      owner.token,
    );
    return res.json().incident.incident_id as string;
  };
  const say = (incidentId: string, body: unknown, user: TestUser) =>
    t.call('message/insert', { incident_id: incidentId, body }, user.token);
  const notesOf = async (user: TestUser) =>
    (await t.call('notification/list', {}, user.token)).json() as {
      notification: { kind: string; incident_id: string; text: string }[];
      unread: number;
    };
  const mailsTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const queueRow = async (incidentId: string, user = analyst) =>
    (await t.call('incident/get', { incident_id: incidentId }, user.token)).json().incident;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp({ smtpUrl: mailbox.url });
    [owner, stranger, analyst, admin] = await Promise.all([
      buildUser(t),
      buildUser(t),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'admin' }),
    ]);
    queryTypeId = (await buildReferenceSet(t)).queryType.id;
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it("marks an unassigned request's unread message for the queue, and tells nobody yet", async () => {
    const incidentId = await file();
    const sent = await say(incidentId, '  Any update?  ', owner);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatchObject({
      incident_id: incidentId,
      body: 'Any update?',
      author: { user_id: owner.id, name: owner.name, role: 'customer' },
    });
    expect((await queueRow(incidentId)).unread_messages).toBe(true);
    expect((await notesOf(analyst)).notification).toEqual([]);
    // Loading the thread is not reading it: the mark stays until the analyst has it on screen.
    const thread = await t.call('message/list', { incident_id: incidentId }, analyst.token);
    expect(thread.json()).toMatchObject({ total: 1, message: [{ body: 'Any update?' }] });
    expect((await queueRow(incidentId)).unread_messages).toBe(true);
    const read = await t.call('message/read', { incident_id: incidentId }, analyst.token);
    expect(read.statusCode).toBe(200);
    expect((await queueRow(incidentId)).unread_messages).toBe(false);
  });

  it("the owner reading the thread keeps the queue's mark and reads their message notices", async () => {
    const incidentId = await file();
    await t.call('incident/claim', { incident_id: incidentId }, analyst.token);
    await say(incidentId, 'We are on it.', analyst);
    await say(incidentId, 'Thanks, and the pass road?', owner);
    const before = await notesOf(owner);
    expect(before.notification.some((n) => n.incident_id === incidentId)).toBe(true);
    await t.call('message/read', { incident_id: incidentId }, owner.token);
    const after = await notesOf(owner);
    expect(after.unread).toBe(before.unread - 1);
    expect((await queueRow(incidentId)).unread_messages).toBe(true);
  });

  it('notifies the assignee of the owner, and the owner of the analyst, by notification and mail', async () => {
    const incidentId = await file();
    await t.call('incident/claim', { incident_id: incidentId }, analyst.token);
    await say(incidentId, 'Please hurry', owner);
    const toAnalyst = await notesOf(analyst);
    expect(toAnalyst.notification[0]).toMatchObject({ kind: 'message', incident_id: incidentId });
    expect((await mailsTo(analyst.email)).at(-1)?.subject).toBe(
      'New message on a GeoRisk incident request',
    );
    await say(incidentId, 'On it', analyst);
    await say(incidentId, 'Adding context', admin);
    const toOwner = await notesOf(owner);
    expect(toOwner.notification.filter((n) => n.incident_id === incidentId)).toHaveLength(2);
    expect(toOwner.notification[0]!.kind).toBe('message');
    await t.mailer.flush();
    expect(mailbox.lastTo(owner.email, /New message/).body).toContain(
      `http://georisk.test/menu/incident?report=${incidentId}`,
    );
    const thread = (await t.call('message/list', { incident_id: incidentId }, owner.token)).json();
    expect(
      thread.message.map((m: { body: string; author: { role: string } }) => [
        m.body,
        m.author.role,
      ]),
    ).toEqual([
      ['Please hurry', 'customer'],
      ['On it', 'partner'],
      ['Adding context', 'admin'],
    ]);
  });

  it('refuses another customer (403) on both routes, and empty or oversized bodies (400)', async () => {
    const incidentId = await file();
    expect((await say(incidentId, 'Hello', stranger)).statusCode).toBe(403);
    expect(
      (await t.call('message/list', { incident_id: incidentId }, stranger.token)).statusCode,
    ).toBe(403);
    const empty = await say(incidentId, '   ', owner);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please write a message');
    expect((await say(incidentId, 'x'.repeat(4001), owner)).statusCode).toBe(400);
    expect((await say(crypto.randomUUID(), 'Hello', owner)).statusCode).toBe(404);
    const thread = await t.call('message/list', { incident_id: incidentId }, owner.token);
    expect(thread.json().message).toEqual([]);
  });

  it('lets only the holder and admins write on a request someone holds; its owner always may', async () => {
    const incidentId = await file();
    const other = await buildUser(t, { role: 'partner' });
    // Free: any partner may write (the queue's first contact).
    expect((await say(incidentId, 'Looking into it', other)).statusCode).toBe(200);
    await t.call('incident/claim', { incident_id: incidentId }, analyst.token);
    const refused = await say(incidentId, 'Me too', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only the analyst working on this Incident Request or an admin may write on it',
    );
    for (const user of [analyst, admin, owner]) {
      expect((await say(incidentId, 'Noted', user)).statusCode).toBe(200);
    }
    const thread = await t.call('message/list', { incident_id: incidentId }, other.token);
    expect(thread.json().message.map((m: { body: string }) => m.body)).not.toContain('Me too');
  });

  it('limits each account to 20 messages a minute (429), so no inbox can be flooded', async () => {
    const incidentId = await file();
    const writer = await buildUser(t, { role: 'partner' });
    const codes: number[] = [];
    for (let n = 0; n < 21; n += 1)
      codes.push((await say(incidentId, `Note ${n}`, writer)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    // Another account is not held back by the first one's limit.
    expect((await say(incidentId, 'Still here', owner)).statusCode).toBe(200);
  });
});
