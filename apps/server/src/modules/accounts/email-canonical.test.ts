import { CODES } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canonicaliseStoredEmails } from '../../db/canonical-emails.js';
import { users } from '../../db/schema.js';
import { hashPassword } from './passwords.js';
import { buildUser } from '../../test/factories.js';
import { delivered, useAccountsApp } from '../../test/account-test-app.js';

const ctx = useAccountsApp();
const PASSWORD = 'Secret#123';

const signUp = (email: string) =>
  ctx.t.call(
    'user/insert',
    { firstName: 'Zed', lastName: 'Canon', email, phone: '+447700900123', password: PASSWORD },
    ctx.anon,
  );

/** Signs up through the API with one spelling; activation (tested elsewhere) is skipped. */
const activeAccount = async (email: string): Promise<string> => {
  const reply = await signUp(email);
  expect(reply.statusCode).toBe(200);
  const userId: string = reply.json().user.user_id;
  await ctx.t.database.db.update(users).set({ isActive: true }).where(eq(users.id, userId));
  return userId;
};

const login = (email: string, password = PASSWORD) =>
  ctx.t.call('auth/login', { email, password }, ctx.anon);
const mailsTo = (email: string) => ctx.mailbox.received.filter((m) => m.to.includes(email));

describe('one mailbox, one spelling', () => {
  it('never reaches the İ account through the dotless spelling', async () => {
    const dotted = await activeAccount('zed@İdomain.com');
    const admin = await buildUser(ctx.t, { role: 'admin' });

    // The plain address is another mailbox: no login, no reset mail, no lookup hit on that account.
    expect((await login('zed@idomain.com')).statusCode).toBe(401);
    await delivered(ctx);
    const before = mailsTo('zed@xn--idomain-6he.com').length;
    await ctx.t.call('user/forget', { email: 'zed@idomain.com' }, ctx.anon);
    await delivered(ctx);
    expect(mailsTo('zed@xn--idomain-6he.com')).toHaveLength(before);
    const lookup = await ctx.t.call(
      'user/getByEmail',
      { remote_email: 'zed@idomain.com' },
      admin.token,
    );
    expect(lookup.statusCode).toBe(404);

    // It can be an account of its own, which the İ spelling never reaches either.
    const plain = await activeAccount('zed@idomain.com');
    expect(plain).not.toBe(dotted);
    expect((await login('zed@idomain.com')).json().user.user_id).toBe(plain);
    expect((await login('zed@İdomain.com')).json().user.user_id).toBe(dotted);
  });

  it('reaches the one account through every spelling of its canonical address', async () => {
    const id = await activeAccount('Ada@Bücher.example');
    const admin = await buildUser(ctx.t, { role: 'admin' });
    const spellings = [
      ' ADA@BÜCHER.EXAMPLE ',
      'ａｄａ@bücher.example',
      'ada@xn--bcher-kva.example',
      'ada@bu\u0308cher.example',
    ];
    for (const email of spellings) {
      expect((await login(email)).json().user?.user_id).toBe(id);
      const found = await ctx.t.call('user/getByEmail', { remote_email: email }, admin.token);
      expect(found.json().user?.user_id).toBe(id);
      const taken = await signUp(email);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe(CODES.emailTaken);
    }
    await delivered(ctx);
    const before = mailsTo('ada@xn--bcher-kva.example').length;
    await ctx.t.call('user/forget', { email: 'ＡＤＡ@BÜCHER.example' }, ctx.anon);
    await delivered(ctx);
    expect(mailsTo('ada@xn--bcher-kva.example')).toHaveLength(before + 1);
  });

  it('counts login attempts of every spelling in one rate-limit bucket', async () => {
    await activeAccount('rl@Bücher.example');
    const spellings = [
      'rl@bücher.example',
      'RL@BÜCHER.EXAMPLE',
      'ｒｌ@bücher.example',
      'rl@xn--bcher-kva.example',
    ];
    // The per-account allowance is 10 a minute: spread over four spellings, it still runs out.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await login(spellings[i % spellings.length]!, 'Wrong#Pass1')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('rewrites addresses stored before canonicalisation, and leaves a clash as it was', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const legacy = (email: string) =>
      ctx.t.database.db
        .insert(users)
        .values({ firstName: 'Old', lastName: 'Row', email, passwordHash, isActive: true })
        .returning({ id: users.id });
    const [old] = await legacy(' Old.User@Straße.Example');
    const [first] = await legacy('Twin@Example.test');
    const [second] = await legacy('TWIN@example.test');

    expect(await canonicaliseStoredEmails(ctx.t.database.db)).toEqual(['TWIN@example.test']);
    expect((await login('old.user@strasse.example')).statusCode).toBe(401);
    expect((await login('old.user@straße.example')).json().user?.user_id).toBe(old?.id);
    expect((await login('twin@example.test')).json().user?.user_id).toBe(first?.id);
    const [kept] = await ctx.t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, second!.id));
    expect(kept?.email).toBe('TWIN@example.test');
  });
});
