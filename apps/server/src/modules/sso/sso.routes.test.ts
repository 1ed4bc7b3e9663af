import { CODES, SSO_MESSAGES, SSO_PATHS } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companyMembers, users } from '../../db/schema.js';
import { buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { startTestProvider, type TestProvider } from '../../test/oidc-test-provider.js';
import { ssoSignIn, TEST_CALLBACK, callBack } from '../../test/sso.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let idp: TestProvider;
let owner: TestUser;
let companyId: string;

const settings = (overrides: Record<string, unknown> = {}) => ({
  company_id: companyId,
  issuer: idp.issuer,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  allowed_domains: ['acme.test'],
  default_role: 'member',
  role_claim: 'groups',
  role_mapping: { 'geo-admins': 'admin', readers: 'viewer' },
  enabled: true,
  enforced: false,
  ...overrides,
});

const exchange = async (code: string, anon: string) =>
  t.call(SSO_PATHS.auth.ssoExchange, { code }, anon);

const membershipOf = async (email: string) => {
  const [row] = await t.database.db
    .select({ role: companyMembers.role, companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(users.email, email));
  return row;
};

beforeAll(async () => {
  idp = await startTestProvider([TEST_CALLBACK]);
  owner = await buildUser(t);
  companyId = (await buildCompany(t, [{ user: owner, role: 'owner' }])).id;
});
afterAll(() => idp.close());

describe('company/ssoSet and company/sso', () => {
  it('refuses bad settings with the first rule broken, and writes nothing', async () => {
    const http = await t.call(
      SSO_PATHS.company.ssoSet,
      settings({ issuer: 'ftp://x' }),
      owner.token,
    );
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toBe(SSO_MESSAGES.issuer);
    const noSecret = await t.call(
      SSO_PATHS.company.ssoSet,
      settings({ client_secret: undefined }),
      owner.token,
    );
    expect(noSecret.json().message).toBe(SSO_MESSAGES.clientSecret);
    const domain = await t.call(
      SSO_PATHS.company.ssoSet,
      settings({ allowed_domains: ['not a domain'] }),
      owner.token,
    );
    expect(domain.json().message).toBe(SSO_MESSAGES.domain);
    const read = await t.call(SSO_PATHS.company.sso, {}, owner.token);
    expect(read.json().sso).toBeNull();
  });

  it('saves for the owner, never returns the secret, and audits the change', async () => {
    const saved = await t.call(SSO_PATHS.company.ssoSet, settings(), owner.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(idp.clientSecret);
    expect(saved.json().sso).toMatchObject({
      issuer: idp.issuer,
      has_client_secret: true,
      allowed_domains: ['acme.test'],
      redirect_uri: TEST_CALLBACK,
    });
    // Left out, the stored secret stays.
    const again = await t.call(
      SSO_PATHS.company.ssoSet,
      settings({ client_secret: undefined }),
      owner.token,
    );
    expect(again.statusCode).toBe(200);
    const read = await t.call(SSO_PATHS.company.sso, {}, owner.token);
    expect(read.body).not.toContain(idp.clientSecret);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'company.sso'), eq(auditEvents.companyId, companyId)));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit.map((row) => row.detail))).not.toContain(idp.clientSecret);
  });

  it('is for owners only, and one company per domain', async () => {
    const admin = await buildUser(t);
    await t.database.db
      .insert(companyMembers)
      .values({ companyId, userId: admin.id, role: 'admin' });
    const byAdmin = await t.call(SSO_PATHS.company.sso, { company_id: companyId }, admin.token);
    expect(byAdmin.statusCode).toBe(403);
    const otherOwner = await buildUser(t);
    const other = await buildCompany(t, [{ user: otherOwner, role: 'owner' }]);
    const clash = await t.call(
      SSO_PATHS.company.ssoSet,
      { ...settings(), company_id: other.id },
      otherOwner.token,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(SSO_MESSAGES.domainTaken);
  });
});

describe('sign-in through the company provider', () => {
  beforeAll(async () => {
    expect((await t.call(SSO_PATHS.company.ssoSet, settings(), owner.token)).statusCode).toBe(200);
  });

  it('routes by domain on the login screen', async () => {
    const anon = await t.anonymousToken();
    const yes = await t.call(SSO_PATHS.auth.ssoDomain, { email: 'Someone@ACME.test' }, anon);
    expect(yes.json().sso).toEqual({ available: true, enforced: false });
    const no = await t.call(SSO_PATHS.auth.ssoDomain, { email: 'someone@else.test' }, anon);
    expect(no.json().sso).toEqual({ available: false, enforced: false });
    const start = await t.call(SSO_PATHS.auth.ssoStart, { email: 'someone@else.test' }, anon);
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe(CODES.ssoNotConfigured);
  });

  it('starts with PKCE, state and nonce', async () => {
    const anon = await t.anonymousToken();
    const start = await t.call(SSO_PATHS.auth.ssoStart, { email: 'x@acme.test' }, anon);
    const url = new URL(start.json().sso.redirect_url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const key of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(key)?.length).toBeGreaterThan(20);
    }
  });

  it('makes a new person a member with the mapped role, once, and hands over tokens', async () => {
    idp.people.set('ada@acme.test', { name: 'Ada Lovelace', groups: ['staff', 'geo-admins'] });
    const { landing, anon } = await ssoSignIn(t, 'ada@acme.test');
    expect(landing.pathname).toBe('/sso');
    const code = landing.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const done = await exchange(code, anon);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email: 'ada@acme.test', name: 'Ada Lovelace' });
    expect(done.json().user.accessToken).toBeTruthy();
    expect(await membershipOf('ada@acme.test')).toEqual({ role: 'admin', companyId });
    const me = await t.call('company/get', {}, done.json().user.accessToken);
    expect(me.json().company.company_id).toBe(companyId);
    // The one-time code works once.
    const twice = await exchange(code, anon);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe(CODES.ssoStateInvalid);
  });

  it('gives the default role when no claim value is mapped, and signs a member in again', async () => {
    const first = await ssoSignIn(t, 'bob@acme.test');
    expect(first.landing.searchParams.get('code')).toBeTruthy();
    expect((await membershipOf('bob@acme.test'))?.role).toBe('member');
    const again = await ssoSignIn(t, 'bob@acme.test');
    const done = await exchange(again.landing.searchParams.get('code')!, again.anon);
    expect(done.statusCode).toBe(200);
  });

  it('refuses a replayed state', async () => {
    const { callbackPath } = await ssoSignIn(t, 'carol@acme.test');
    const replay = await callBack(t, callbackPath);
    expect(replay.searchParams.get('error')).toBe(CODES.ssoStateInvalid);
    expect(replay.searchParams.get('code')).toBeNull();
  });

  it('refuses an ID token issued for another application (audience)', async () => {
    idp.people.set('dan@acme.test', { misissueTo: idp.otherClientId });
    const { landing } = await ssoSignIn(t, 'dan@acme.test');
    expect(landing.searchParams.get('error')).toBe(CODES.ssoAudience);
    expect(await membershipOf('dan@acme.test')).toBeUndefined();
  });

  it('refuses an address outside the allowed domains', async () => {
    const { landing } = await ssoSignIn(t, 'eve@acme.test', 'eve@elsewhere.test');
    expect(landing.searchParams.get('error')).toBe(CODES.ssoDomain);
    const [created] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'eve@elsewhere.test'));
    expect(created).toBeUndefined();
  });

  it('refuses an e-mail the provider has not verified', async () => {
    idp.people.set('fay@acme.test', { email_verified: false });
    const { landing } = await ssoSignIn(t, 'fay@acme.test');
    expect(landing.searchParams.get('error')).toBe(CODES.ssoUnverified);
  });

  it('refuses a disabled member, and audits each refusal', async () => {
    const member = await buildUser(t, { email: 'gus@acme.test' });
    await t.database.db
      .insert(companyMembers)
      .values({ companyId, userId: member.id, role: 'member' });
    await t.database.db.update(users).set({ isDisabled: true }).where(eq(users.id, member.id));
    const { landing } = await ssoSignIn(t, 'gus@acme.test');
    expect(landing.searchParams.get('error')).toBe(CODES.ssoDisabled);
    const refusals = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.sso_failed'));
    expect(refusals.map((row) => (row.detail as { code: string }).code)).toEqual(
      expect.arrayContaining([CODES.ssoDisabled, CODES.ssoAudience, CODES.ssoStateInvalid]),
    );
  });

  it('refuses platform staff, who keep their password', async () => {
    await buildUser(t, { role: 'admin', email: 'root@acme.test' });
    const { landing } = await ssoSignIn(t, 'root@acme.test');
    expect(landing.searchParams.get('error')).toBe(CODES.ssoStaff);
  });
});

describe('enforced single sign-on', () => {
  beforeAll(async () => {
    expect((await t.call(SSO_PATHS.company.ssoSet, settings(), owner.token)).statusCode).toBe(200);
  });

  it('refuses members a password login; platform admins keep theirs', async () => {
    const member = await buildUser(t, { email: 'hal@acme.test' });
    await t.database.db
      .insert(companyMembers)
      .values({ companyId, userId: member.id, role: 'member' });
    const anon = await t.anonymousToken();
    const login = (email: string) => t.call('auth/login', { email, password: 'Secret#123' }, anon);
    expect((await login('hal@acme.test')).statusCode).toBe(200);
    await t.call(SSO_PATHS.company.ssoSet, settings({ enforced: true }), owner.token);
    const domain = await t.call(SSO_PATHS.auth.ssoDomain, { email: 'hal@acme.test' }, anon);
    expect(domain.json().sso).toEqual({ available: true, enforced: true });
    const refused = await login('hal@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: CODES.ssoRequired,
      message: SSO_MESSAGES.required,
    });
    const admin = await buildUser(t, { role: 'admin' });
    expect((await login(admin.email)).statusCode).toBe(200);
    await t.call(SSO_PATHS.company.ssoSet, settings({ enforced: false }), owner.token);
  });
});
