import { API_TOKEN_MESSAGES as M, type ApiToken } from '@georisk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { delivered, useAccountsApp } from '../../test/account-test-app.js';
import { buildApiToken, buildArticle, buildCompany, buildUser } from '../../test/factories.js';
import type { TestUser } from '../../test/factories.js';

// Docs/rules/api-tokens.md: a new password (changed or reset) ends the API tokens its holder
// made, as it ends their sessions; each revocation is audited with the reason.
const ctx = useAccountsApp();
const NEW_PASSWORD = 'Fresh#Pass42';

const read = (token: string) => ctx.t.call('articles/list', {}, token);
const listOf = async (user: TestUser, token = user.token) =>
  (await ctx.t.call('token/list', {}, token)).json<{ token: ApiToken[] }>().token;
const revocations = (ids: string[]) =>
  ctx.t.database.db
    .select({
      targetId: auditEvents.targetId,
      detail: auditEvents.detail,
      companyId: auditEvents.companyId,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'api_token.revoke'), inArray(auditEvents.targetId, ids)));

/** The holder's personal and company tokens, and a token of another admin of the same company. */
const tokensAround = async () => {
  const [holder, colleague] = [await buildUser(ctx.t), await buildUser(ctx.t)];
  const company = await buildCompany(ctx.t, [
    { user: holder, role: 'owner' },
    { user: colleague, role: 'admin' },
  ]);
  await buildArticle(ctx.t);
  const personal = await buildApiToken(ctx.t, holder.token);
  const ofCompany = await buildApiToken(ctx.t, holder.token, { kind: 'company' });
  const colleagues = await buildApiToken(ctx.t, colleague.token, { kind: 'company' });
  for (const made of [personal, ofCompany, colleagues]) {
    expect((await read(made.token)).statusCode).toBe(200);
  }
  return { holder, colleague, company, personal, ofCompany, colleagues };
};

const expectEnded = async (world: Awaited<ReturnType<typeof tokensAround>>, reason: string) => {
  for (const made of [world.personal, world.ofCompany]) {
    const refused = await read(made.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(M.invalid);
  }
  // A token someone else made goes on.
  expect((await read(world.colleagues.token)).statusCode).toBe(200);
  expect((await listOf(world.colleague)).map((row) => row.token_id)).toEqual([
    world.colleagues.token_id,
  ]);
  const audits = await revocations([world.personal.token_id, world.ofCompany.token_id]);
  expect(audits).toHaveLength(2);
  expect(audits.map((row) => row.detail)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'personal', reason }),
      expect.objectContaining({ kind: 'company', reason }),
    ]),
  );
  // The company token's revocation is in the company's trail.
  const company = audits.find((row) => row.targetId === world.ofCompany.token_id);
  expect(company?.companyId).toBe(world.company.id);
};

describe('a new password ends the API tokens its holder made', () => {
  it('on a password change', async () => {
    const world = await tokensAround();
    const changed = await ctx.t.call(
      'user/updatePassword',
      {
        email: world.holder.email,
        currentPassword: world.holder.password,
        password: NEW_PASSWORD,
      },
      world.holder.token,
    );
    expect(changed.statusCode).toBe(200);
    await expectEnded(world, 'password change');
  });

  it('on a password reset', async () => {
    const world = await tokensAround();
    await ctx.t.call('user/forget', { email: world.holder.email }, ctx.anon);
    await delivered(ctx);
    const token = ctx.mailbox.resetTokenFor(world.holder.email);
    const reset = await ctx.t.call(
      'user/resetPassword',
      { token, password: NEW_PASSWORD },
      ctx.anon,
    );
    expect(reset.statusCode).toBe(200);
    await expectEnded(world, 'password reset');
    const fresh = await ctx.t.call(
      'auth/login',
      { email: world.holder.email, password: NEW_PASSWORD },
      ctx.anon,
    );
    expect(await listOf(world.holder, fresh.json().user.accessToken)).toEqual([
      expect.objectContaining({ token_id: world.colleagues.token_id }),
    ]);
  });
});
