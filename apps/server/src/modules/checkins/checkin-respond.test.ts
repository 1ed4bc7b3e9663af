import type { CheckinBoard, CheckinResponse } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildTraveller, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { startCheckin, tokenMailedTo } from './checkins.test-helpers.js';

/**
 * The mailed link (docs/rules/checkins.md, "The link" and "Answers"): signed, single-purpose,
 * 72 hours, no login; the first answer is recorded, a link opened again changes nothing, the
 * page's explicit change replaces it while the check-in is open.
 */
describe('answering a check-in through the link', () => {
  const t = useTestApp();
  let owner: TestUser;
  let companyId: string;
  let anonymous: string;

  beforeAll(async () => {
    owner = await buildUser(t);
    companyId = (await buildCompany(t, [{ user: owner, role: 'owner' }])).id;
    anonymous = await t.anonymousToken();
  });

  /** A fresh check-in of one chosen traveller: its board and the traveller's mailed token. */
  const asked = async () => {
    const traveller = await buildTraveller(t, { companyId });
    const board = await startCheckin(t, owner.token, {
      by: 'travellers',
      traveller_ids: [traveller.id],
    });
    return { board, token: await tokenMailedTo(t, traveller.email), email: traveller.email };
  };
  const respond = (body: object, bearer: string | undefined = anonymous) =>
    t.call('checkin/respond', body, bearer);
  const boardOf = async (board: CheckinBoard) =>
    (await t.call('checkin/get', { checkin_id: board.checkin_id }, owner.token)).json<{
      checkin: CheckinBoard;
    }>().checkin;

  it('records the first answer without a login, and it shows on the board', async () => {
    const { board, token } = await asked();
    const reply = await respond({ token, answer: 'safe' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ checkin: CheckinResponse }>().checkin).toMatchObject({
      answer: 'safe',
      replayed: false,
      open: true,
      asked_by: expect.stringMatching(/^Company-/),
    });
    const after = await boardOf(board);
    expect(after.recipients[0]).toMatchObject({ answer: 'safe', note: '' });
    expect(after.counts).toMatchObject({ safe: 1, none: 0 });
  });

  it('a link opened again shows the recorded answer and changes nothing; an explicit change wins', async () => {
    const { board, token } = await asked();
    await respond({ token, answer: 'help' });
    const replay = await respond({ token, answer: 'safe' });
    expect(replay.json()).toMatchObject({
      message: 'Your answer was already recorded.',
      checkin: { answer: 'help', replayed: true },
    });
    expect((await boardOf(board)).recipients[0]?.answer).toBe('help');
    const changed = await respond({
      token,
      answer: 'safe',
      note: 'Back at the hotel',
      change: true,
    });
    expect(changed.json()).toMatchObject({
      checkin: { answer: 'safe', note: 'Back at the hotel' },
    });
    expect((await boardOf(board)).recipients[0]).toMatchObject({
      answer: 'safe',
      note: 'Back at the hotel',
    });
  });

  it('refuses a tampered, forged or foreign-purpose token with a clear message, changing nothing', async () => {
    const { board, token } = await asked();
    const [head, body, signature] = token.split('.');
    // A character in the middle: the last one of a base64url signature may only hold padding bits.
    const flip = signature![10] === 'A' ? 'B' : 'A';
    const tampered = `${head}.${body}.${signature!.slice(0, 10)}${flip}${signature!.slice(11)}`;
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { sub: string };
    const otherSub = Buffer.from(
      JSON.stringify({
        ...payload,
        sub: board.recipients[0]!.recipient_id.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      }),
    ).toString('base64url');
    const accessToken = owner.token;
    for (const bad of [
      tampered,
      `${head}.${otherSub}.${signature}`,
      accessToken,
      anonymous,
      'not-a-token',
    ]) {
      const reply = await respond({ token: bad, answer: 'help' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(
        'This link is not valid. Please open the link from your e-mail again',
      );
    }
    // The link's token is no bearer token either.
    expect((await t.call('checkin/list', {}, token)).statusCode).toBe(401);
    expect((await boardOf(board)).recipients[0]?.answer).toBeNull();
  });

  it('answers only for the person it was sent to: another traveller’s token records theirs', async () => {
    const first = await asked();
    const second = await asked();
    await respond({ token: second.token, answer: 'help' });
    expect((await boardOf(first.board)).recipients[0]?.answer).toBeNull();
    expect((await boardOf(second.board)).recipients[0]?.answer).toBe('help');
  });

  it('refuses an expired link (410) and a closed check-in (410)', async () => {
    const { board } = await asked();
    const recipientId = board.recipients[0]!.recipient_id;
    const expired = await t.app.tokens.signCheckin(recipientId, new Date(Date.now() - 1000));
    const late = await respond({ token: expired, answer: 'safe' });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/^This link has expired: links work for 72 hours/);

    const open = await asked();
    await t.call('checkin/close', { checkin_id: open.board.checkin_id }, owner.token);
    const closed = await respond({ token: open.token, answer: 'safe' });
    expect(closed.statusCode).toBe(410);
    expect(closed.json().message).toMatch(/^This check-in has been closed/);
    expect((await boardOf(open.board)).recipients[0]?.answer).toBeNull();
    expect((await boardOf(board)).recipients[0]?.answer).toBeNull();
  });

  it('needs a token of the app (401 without one) and refuses a wrong answer (400)', async () => {
    const { token } = await asked();
    expect((await t.call('checkin/respond', { token, answer: 'safe' })).statusCode).toBe(401);
    const wrong = await respond({ token, answer: 'maybe' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Please choose: I am safe, or I need help');
  });

  it('audits each recorded answer, not a replay', async () => {
    const { board, token } = await asked();
    await respond({ token, answer: 'safe' });
    await respond({ token, answer: 'safe' });
    const audit = await t.call('audit/list', { target_id: board.checkin_id }, owner.token);
    const actions = audit.json<{ audit: { action: string }[] }>().audit.map((e) => e.action);
    expect(actions.filter((a) => a === 'checkin.respond')).toHaveLength(1);
  });
});
