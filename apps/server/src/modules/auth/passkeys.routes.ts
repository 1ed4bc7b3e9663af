import {
  SECURITY_PATHS,
  baseReply,
  MFA_MESSAGES,
  PASSKEY_MESSAGES,
  passkeyListReply,
  passkeyListSchema,
  passkeyLoginReply,
  passkeyLoginSchema,
  passkeyLoginStartSchema,
  passkeyOptionsReply,
  passkeyRegisterSchema,
  passkeyRegisterStartSchema,
  passkeyRemoveSchema,
  passkeyReply,
} from '@georisk/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import {
  completePasskeyLogin,
  factorRequired,
  listPasskeys,
  partyOf,
  registerPasskey,
  removePasskey,
  startPasskeyLogin,
  startPasskeyRegistration,
  toPasskey,
  accountRoutes,
} from '../accounts/index.js';
import { loginDeps } from './login-deps.js';

/**
 * Passkeys as a second factor (docs/rules/second-factor.md): the login's "Use a passkey" step
 * (`auth/passkeyStart`, `auth/passkey`, with the `mfa_token`) and the profile's list
 * (`passkey/*`). The relying party is PASSKEY_ORIGIN, else the public URL; tries share the
 * `mfa` rate limit with codes.
 */
export const passkeyRoutes = accountRoutes(['auth'], ({ app, route: authRoute, db, limit, me }) => {
  const party = partyOf(app.passkeyOrigin);
  const limited = limit('mfa');

  authRoute(
    SECURITY_PATHS.auth.passkeyStart,
    {
      access: 'anonymous',
      preHandler: limited,
      summary: "The login's passkey challenge for the account the mfa_token names",
      body: passkeyLoginStartSchema,
      reply: passkeyOptionsReply,
    },
    async (request) => {
      const started = await startPasskeyLogin(db, loginDeps(app), party, request.body.mfa_token);
      return ok(PASSKEY_MESSAGES.loginStarted, { options: valueOrHttpError(started) });
    },
  );
  authRoute(
    SECURITY_PATHS.auth.passkey,
    {
      access: 'anonymous',
      preHandler: limited,
      summary: 'Finish a login with the passkey’s signature over that challenge',
      body: passkeyLoginSchema,
      reply: passkeyLoginReply,
    },
    async (request) => {
      const { mfa_token: token, response } = request.body;
      const done = await completePasskeyLogin(
        db,
        loginDeps(app),
        party,
        token,
        response as AuthenticationResponseJSON,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      return ok(MFA_MESSAGES.loggedIn, valueOrHttpError(done));
    },
  );

  const route = postRoutes(app, ['passkey']);
  route(
    SECURITY_PATHS.passkey.registerStart,
    {
      access: 'user',
      summary: 'Start adding a passkey: the options for the browser (a challenge kept 2 minutes)',
      body: passkeyRegisterStartSchema,
      reply: passkeyOptionsReply,
    },
    async (request) => {
      const { user } = await me(request);
      const options = await startPasskeyRegistration(db, party, user);
      return ok(PASSKEY_MESSAGES.registerStarted, { options: { ...options } });
    },
  );
  route(
    SECURITY_PATHS.passkey.register,
    {
      access: 'user',
      preHandler: limited,
      summary:
        'Add the passkey the browser created, under a name (checked against the challenge); the first factor brings 10 recovery codes, once',
      body: passkeyRegisterSchema,
      reply: passkeyReply,
    },
    async (request) => {
      const { actor } = await me(request);
      const added = valueOrHttpError(await registerPasskey(db, party, actor, request.body));
      const message = added.recovery_codes
        ? PASSKEY_MESSAGES.registeredWithCodes
        : PASSKEY_MESSAGES.registered;
      return ok(message, added);
    },
  );
  route(
    SECURITY_PATHS.passkey.list,
    {
      access: 'user',
      summary: "The caller's passkeys: name, added, last used",
      body: passkeyListSchema,
      reply: passkeyListReply,
    },
    async (request) => {
      const { user } = await me(request);
      const passkey = (await listPasskeys(db, user.id)).map(toPasskey);
      return ok(PASSKEY_MESSAGES.list, { passkey, total: passkey.length });
    },
  );
  route(
    SECURITY_PATHS.passkey.remove,
    {
      access: 'user',
      preHandler: limited,
      summary:
        "Remove one of the caller's passkeys after the current password, a code or a recovery code (not the last factor where one is required)",
      body: passkeyRemoveSchema,
      reply: baseReply,
    },
    async (request) => {
      const { user, actor } = await me(request);
      const { passkey_id: passkeyId, ...proof } = request.body;
      const required = await factorRequired(db, user, app.requireStaffMfa);
      valueOrHttpError(await removePasskey(db, actor, user, { passkeyId, proof, required }));
      return ok(PASSKEY_MESSAGES.removed);
    },
  );
});
