import { beforeAll, expect } from 'vitest';
import type { TestUser } from './factories.js';
import { createSoftAuthenticator } from './soft-authenticator.js';
import type { TestApp } from './test-app.js';
import { codeFor } from './totp-codes.js';

/** The test app's public URL: the relying party its passkeys belong to. */
export const PASSKEY_ORIGIN = 'http://georisk.test';

/**
 * Adds a passkey from the profile with a software authenticator; answers the authenticator and
 * the reply (which carries the recovery codes when they come with it).
 */
export const addPasskey = async (t: TestApp, user: TestUser, name = 'Work laptop') => {
  const authenticator = createSoftAuthenticator(PASSKEY_ORIGIN);
  const started = await t.call('passkey/registerStart', {}, user.token);
  expect(started.statusCode).toBe(200);
  const { options } = started.json();
  expect(options.rp).toEqual({ name: 'GeoRisk', id: 'georisk.test' });
  const added = await t.call(
    'passkey/register',
    { name, response: authenticator.create(options) },
    user.token,
  );
  expect(added.statusCode).toBe(200);
  expect(added.json()).toMatchObject({ passkey: { name } });
  const reply = added.json<{ message: string; recovery_codes?: string[] }>();
  return { authenticator, reply };
};

/** Enrols a TOTP factor from the profile; answers the key and the recovery codes shown once. */
export const enrolTotp = async (t: TestApp, user: TestUser) => {
  const started = await t.call('mfa/totpStart', {}, user.token);
  expect(started.statusCode).toBe(200);
  const { secret, qr_data_url, otpauth_url } = started.json().enrolment;
  expect(qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(otpauth_url).toContain(`secret=${secret}`);
  const confirmed = await t.call('mfa/totpConfirm', { code: codeFor(secret) }, user.token);
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, codes: confirmed.json().recovery_codes as string[] };
};

/**
 * A visitor at the login screen: its anonymous token (read before the file's tests) and the
 * password step, whose reply is the login or the `mfa_token` of the second step.
 */
export const useLoginScreen = (t: TestApp) => {
  const visitor = { token: '' };
  beforeAll(async () => {
    visitor.token = await t.anonymousToken();
  });
  const login = async (user: TestUser) =>
    (
      await t.call('auth/login', { email: user.email, password: user.password }, visitor.token)
    ).json();
  /** The login's second step: a code or recovery code, or a passkey's answer, for the `mfa_token`. */
  const secondStep = (route: 'auth/mfa' | 'auth/passkey', body: Record<string, unknown>) =>
    t.call(route, body, visitor.token);
  return { visitor, login, secondStep };
};
