import type { AuditEvent, CheckinBoard } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildArticle,
  buildCompanyPair,
  buildTraveller,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { mailsTo, startCheckin, travellerAbroad } from './checkins.test-helpers.js';

/** Starting, reading, closing and exporting check-ins (docs/rules/checkins.md). */
describe('check-ins', () => {
  const t = useTestApp();
  let owner: TestUser;
  let member: TestUser;
  let ownerB: TestUser;
  let companyA: string;
  let companyB: string;

  beforeAll(async () => {
    ({ owner, member, ownerB, companyA, companyB } = await buildCompanyPair(t));
  });

  it('asks the travellers whose stop under way is in the country, and mails each two links', async () => {
    const inFrance = await travellerAbroad(t, { companyId: companyA });
    await travellerAbroad(
      t,
      { companyId: companyA },
      { placeName: 'Berlin', lat: 52.52, lon: 13.4, country: 'DE' },
    );
    await travellerAbroad(t, { companyId: companyB });
    const board = await startCheckin(t, owner.token, {
      by: 'country',
      country: 'FR',
      message: 'Strikes in Lyon',
    });
    expect(board.recipients.map((r) => r.traveller_id)).toEqual([inFrance]);
    expect(board).toMatchObject({
      status: 'open',
      counts: { total: 1, safe: 0, help: 0, none: 1 },
    });
    const [mail] = await mailsTo(t, board.recipients[0]!.email);
    expect(mail?.subject).toMatch(/^Are you safe\?/);
    expect(mail?.text).toContain('Strikes in Lyon');
    expect(mail?.text).toMatch(
      /I am safe: http:\/\/georisk\.test\/checkin\?token=[\w.-]+&answer=safe/,
    );
    expect(mail?.text).toMatch(
      /I need help: http:\/\/georisk\.test\/checkin\?token=[\w.-]+&answer=help/,
    );
  });

  it('asks the travellers within 100 km of an event, never one known only by country', async () => {
    const near = await travellerAbroad(
      t,
      { companyId: companyA },
      { placeName: 'Vienne', lat: 45.52, lon: 4.87 },
    );
    await travellerAbroad(
      t,
      { companyId: companyA },
      { placeName: 'Paris', lat: 48.86, lon: 2.35 },
    );
    await travellerAbroad(t, { companyId: companyA }, { placeName: null, lat: null, lon: null });
    const event = await buildArticle(t, {
      places: [{ name: 'Lyon', country: 'FR', lat: 45.76, lon: 4.84 }],
    });
    const board = await startCheckin(t, owner.token, { by: 'event', article_id: event.id });
    expect(board.recipients.map((r) => r.traveller_id)).toContain(near);
    expect(board.recipients.every((r) => r.name)).toBe(true);
    expect(board.article).toEqual({ articles_id: event.id, title: event.title });
    const unlocated = await buildArticle(t, { places: [] });
    const refused = await t.call(
      'checkin/insert',
      { by: 'event', article_id: unlocated.id },
      owner.token,
    );
    expect(refused.statusCode).toBe(400);
  });

  it('asks chosen travellers, only the company’s own (another company’s is not found)', async () => {
    const mine = await buildTraveller(t, { companyId: companyA });
    const theirs = await buildTraveller(t, { companyId: companyB });
    const board = await startCheckin(t, owner.token, {
      by: 'travellers',
      traveller_ids: [mine.id],
    });
    expect(board.recipients.map((r) => r.name)).toEqual([mine.name]);
    const foreign = await t.call(
      'checkin/insert',
      { by: 'travellers', traveller_ids: [mine.id, theirs.id] },
      owner.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await mailsTo(t, theirs.email)).toEqual([]);
  });

  it('refuses bad input with the first rule’s message and writes nothing', async () => {
    const cases: [object, string][] = [
      [
        {},
        'Please choose whom to ask: travellers in a country, near an event, or chosen travellers',
      ],
      [{ by: 'country' }, 'Please choose the country'],
      [{ by: 'event' }, 'Please choose the event'],
      [{ by: 'travellers', traveller_ids: [] }, 'Please choose at least one traveller'],
    ];
    for (const [body, message] of cases) {
      const reply = await t.call('checkin/insert', body, owner.token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    const nobody = await t.call('checkin/insert', { by: 'country', country: 'NZ' }, owner.token);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe(
      'Nobody is travelling in New Zealand right now: there is nobody to ask',
    );
  });

  it('lets members read the board but only owners and admins start and close; B sees none of A', async () => {
    await travellerAbroad(t, { companyId: companyA });
    expect(
      (await t.call('checkin/insert', { by: 'country', country: 'FR' }, member.token)).statusCode,
    ).toBe(403);
    const board = await startCheckin(t, owner.token, { by: 'country', country: 'FR' });
    const id = { checkin_id: board.checkin_id };
    const read = await t.call('checkin/get', id, member.token);
    expect(read.json<{ checkin: CheckinBoard }>().checkin.can_manage).toBe(false);
    expect((await t.call('checkin/close', id, member.token)).statusCode).toBe(403);
    expect((await t.call('checkin/get', id, ownerB.token)).statusCode).toBe(403);
    expect((await t.call('checkin/export', id, ownerB.token)).statusCode).toBe(403);
    const listB = await t.call('checkin/list', {}, ownerB.token);
    expect(listB.json<{ checkin: unknown[] }>().checkin).toEqual([]);
    const listA = await t.call('checkin/list', {}, member.token);
    expect(
      listA.json<{ checkin: { checkin_id: string }[] }>().checkin.map((c) => c.checkin_id),
    ).toContain(board.checkin_id);
  });

  it('closes once (then 409), audits start, close and export, and exports formula-safe CSV', async () => {
    const traveller = await buildTraveller(t, { companyId: companyA }, { name: '=HYPERLINK("x")' });
    const board = await startCheckin(t, owner.token, {
      by: 'travellers',
      traveller_ids: [traveller.id],
    });
    const id = { checkin_id: board.checkin_id };
    const closed = await t.call('checkin/close', id, owner.token);
    expect(closed.json<{ checkin: CheckinBoard }>().checkin.status).toBe('closed');
    expect((await t.call('checkin/close', id, owner.token)).statusCode).toBe(409);
    const csv = await t.call('checkin/export', id, owner.token);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('traveller,email,answer,answered_at,note,reminders_sent');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")",${traveller.email},No answer`);
    const audit = await t.call('audit/list', { target_id: board.checkin_id }, owner.token);
    const actions = audit.json<{ audit: AuditEvent[] }>().audit.map((e) => e.action);
    expect(actions.sort()).toEqual(['checkin.close', 'checkin.export', 'checkin.start']);
  });

  it('lets a solo customer ask their own travellers', async () => {
    const solo = await buildUser(t);
    await travellerAbroad(
      t,
      { userId: solo.id },
      { country: 'IT', placeName: 'Rome', lat: 41.9, lon: 12.5 },
    );
    const board = await startCheckin(t, solo.token, { by: 'country', country: 'IT' });
    expect(board.counts.total).toBe(1);
    expect(board.company_id).toBeNull();
  });
});
