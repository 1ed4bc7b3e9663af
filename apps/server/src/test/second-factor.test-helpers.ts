import { expect } from 'vitest';
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
  const { secret } = started.json().enrolment;
  const confirmed = await t.call('mfa/totpConfirm', { code: codeFor(secret) }, user.token);
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, codes: confirmed.json().recovery_codes as string[] };
};
