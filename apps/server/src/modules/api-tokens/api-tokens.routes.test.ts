import { API_PREFIX, API_TOKEN_MESSAGES as M, type ApiToken } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditEvents, users } from '../../db/schema.js';
import { SESSION_STATE_MAX_AGE_MS, sha256 } from '../accounts/index.js';
import {
  buildApiToken,
  buildArticle,
  buildBranch,
  buildCompany,
  buildReferenceSet,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { buildAnotherApp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const listOf = async (user: TestUser) =>
  (await t.call('token/list', {}, user.token)).json<{ token: ApiToken[] }>().token;

describe('token/insert', () => {
  it('shows the secret once, stores only its SHA-256, and audits the creation', async () => {
    const user = await buildUser(t);
    const made = await buildApiToken(t, user.token, { name: 'Nightly sync' });
    expect(made.token).toMatch(/^grk_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'Nightly sync', kind: 'personal', company_id: null });
    expect(made.hint).toBe(made.token.slice(0, 8));
    const [row] = await t.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, made.token_id));
    expect(row!.tokenHash).toBe(sha256(made.token));
    expect(Object.values(row!).map(String)).not.toContain(made.token);
    expect(JSON.stringify(await listOf(user))).not.toContain(made.token);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'api_token.create'), eq(auditEvents.targetId, made.token_id)),
      );
    expect(audits).toHaveLength(1);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const user = await buildUser(t);
    const base = { name: 'x', kind: 'personal', scopes: ['read:news'], expires_in_days: 30 };
    for (const [body, message] of [
      [{ ...base, expires_in_days: 366 }, M.expiry],
      [{ ...base, expires_in_days: 0 }, M.expiry],
      [{ ...base, scopes: [] }, M.scopes],
      [{ ...base, scopes: ['admin:everything'] }, M.scope],
      [{ ...base, name: ' ' }, M.name],
      [{ ...base, kind: 'platform' }, M.kind],
    ] as const) {
      const reply = await t.call('token/insert', body, user.token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    expect(await listOf(user)).toEqual([]);
  });
});

describe('calling with a token', () => {
  it('opens the routes of its scopes only, and never the token routes', async () => {
    const user = await buildUser(t);
    await buildArticle(t);
    const { token } = await buildApiToken(t, user.token, { scopes: ['read:news'] });
    expect((await t.call('articles/list', {}, token)).statusCode).toBe(200);
    const lacking = await t.call('branch/list', {}, token);
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().message).toBe(M.missingScope('manage:branches'));
    for (const path of ['token/list', 'token/insert', 'company/get', 'session/list']) {
      const reply = await t.call(path, {}, token);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe(M.notForTokens);
    }
  });

  it('refuses an unknown, expired or revoked token (401), and one of a disabled user', async () => {
    const user = await buildUser(t);
    const unknown = await t.call('articles/list', {}, `grk_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(M.invalid);

    const expired = await buildApiToken(t, user.token);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.token_id));
    await sleep(SESSION_STATE_MAX_AGE_MS + 50);
    expect((await t.call('articles/list', {}, expired.token)).statusCode).toBe(401);

    const other = await buildUser(t);
    const theirs = await buildApiToken(t, other.token);
    await t.database.db.update(users).set({ isDisabled: true }).where(eq(users.id, other.id));
    await sleep(SESSION_STATE_MAX_AGE_MS + 50);
    expect((await t.call('articles/list', {}, theirs.token)).statusCode).toBe(401);
  });

  it('records its last use', async () => {
    const user = await buildUser(t);
    const made = await buildApiToken(t, user.token);
    expect((await listOf(user))[0]!.last_used_at).toBeNull();
    await t.call('articles/list', {}, made.token);
    await sleep(100);
    expect((await listOf(user))[0]!.last_used_at).not.toBeNull();
  });

  it("acts as its company: company A's token never reads company B's branches", async () => {
    const [ownerA, ownerB] = [await buildUser(t), await buildUser(t)];
    const a = await buildCompany(t, [{ user: ownerA, role: 'owner' }]);
    const b = await buildCompany(t, [{ user: ownerB, role: 'owner' }]);
    const branchA = await buildBranch(t, { companyId: a.id }, { name: 'Lyon A' });
    const branchB = await buildBranch(t, { companyId: b.id }, { name: 'Lyon B' });
    const made = await buildApiToken(t, ownerA.token, {
      kind: 'company',
      scopes: ['manage:branches'],
    });
    expect(made).toMatchObject({ kind: 'company', company_id: a.id });
    const list = (await t.call('branch/list', {}, made.token)).json();
    expect(list.branch.map((row: { branch_id: string }) => row.branch_id)).toEqual([branchA.id]);
    const get = await t.call('branch/get', { branch_id: branchB.id }, made.token);
    expect([403, 404]).toContain(get.statusCode);
    // Its creator leaving the company ends it.
    const { companyMembers } = await import('../../db/schema.js');
    await t.database.db.delete(companyMembers).where(eq(companyMembers.userId, ownerA.id));
    await sleep(SESSION_STATE_MAX_AGE_MS + 50);
    expect((await t.call('branch/list', {}, made.token)).statusCode).toBe(401);
  });
});

describe('requests through a token', () => {
  it('files with write:requests, reads with read:requests, and nothing more', async () => {
    const user = await buildUser(t);
    const reference = await buildReferenceSet(t);
    const writer = await buildApiToken(t, user.token, {
      scopes: ['write:requests', 'read:requests'],
    });
    const reader = await buildApiToken(t, user.token, { scopes: ['read:requests'] });
    const request = {
      customerType: 'Global',
      queryType_id: reference.queryType.id,
      query: 'Is the port of Lyon open this week?',
    };
    const filed = await t.call('incident/insert', request, writer.token);
    expect(filed.statusCode).toBe(200);
    expect(filed.json().incident.created_by).toBe(user.id);
    const refused = await t.call('incident/insert', request, reader.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.missingScope('write:requests'));
    const list = await t.call('incident/list', {}, reader.token);
    expect(list.json().incident).toHaveLength(1);
    // Another customer's token reads none of them.
    const other = await buildApiToken(t, (await buildUser(t)).token, { scopes: ['read:requests'] });
    expect((await t.call('incident/list', {}, other.token)).json().incident).toEqual([]);
  });
});

describe('token/remove', () => {
  it('stops the token at once here, audited', async () => {
    const user = await buildUser(t);
    const made = await buildApiToken(t, user.token);
    expect((await t.call('articles/list', {}, made.token)).statusCode).toBe(200);
    const reply = await t.call('token/remove', { token_id: made.token_id }, user.token);
    expect(reply.json().message).toBe(M.revoked);
    expect((await t.call('articles/list', {}, made.token)).statusCode).toBe(401);
    expect(await listOf(user)).toEqual([]);
    const again = await t.call('token/remove', { token_id: made.token_id }, user.token);
    expect(again.statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'api_token.revoke'), eq(auditEvents.targetId, made.token_id)),
      );
    expect(audits).toHaveLength(1);
  });

  it("lets a company's owners and admins revoke its tokens; a member gets 404", async () => {
    const [owner, admin, member] = [await buildUser(t), await buildUser(t), await buildUser(t)];
    await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: admin, role: 'admin' },
      { user: member, role: 'member' },
    ]);
    const made = await buildApiToken(t, owner.token, { kind: 'company' });
    expect((await listOf(admin)).map((row) => row.token_id)).toEqual([made.token_id]);
    expect(await listOf(member)).toEqual([]);
    const byMember = await t.call('token/remove', { token_id: made.token_id }, member.token);
    expect(byMember.statusCode).toBe(404);
    const byAdmin = await t.call('token/remove', { token_id: made.token_id }, admin.token);
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe('on another server on the same database', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildAnotherApp(t);
  });
  afterAll(() => other.close());

  it('a revoked token stops within 1 s', async () => {
    const user = await buildUser(t);
    const made = await buildApiToken(t, user.token);
    const readOnOther = () =>
      other.inject({
        method: 'POST',
        url: `${API_PREFIX}/articles/list`,
        headers: { authorization: `Bearer ${made.token}` },
        payload: {},
      });
    expect((await readOnOther()).statusCode).toBe(200);
    await t.call('token/remove', { token_id: made.token_id }, user.token);
    await sleep(SESSION_STATE_MAX_AGE_MS + 50);
    expect((await readOnOther()).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('documents the token scheme and each route’s scope', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as {
      components: { securitySchemes: Record<string, { bearerFormat?: string }> };
      paths: Record<string, { post: { description?: string; security?: unknown[] } }>;
    };
    expect(doc.components.securitySchemes.apiToken?.bearerFormat).toBe('grk_');
    expect(doc.paths['/api/articles/list']!.post.description).toContain('read:news');
    expect(doc.paths['/api/token/list']!.post.description).toContain('refused');
    expect(doc.paths['/api/token/list']!.post.security).toEqual([{ bearer: [] }]);
  });
});
