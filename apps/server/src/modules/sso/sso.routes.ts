import {
  SSO_MESSAGES,
  SSO_PATHS,
  ssoCallbackQuery,
  ssoDomainReply,
  ssoEmailSchema,
  ssoExchangeReply,
  ssoExchangeSchema,
  ssoGetSchema,
  ssoSettingsReply,
  ssoSettingsSchema,
  ssoStartReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes, redirectRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { createSeal } from '../../mail/mail-seal.js';
import { userOf } from '../../plugins/access.js';
import { exchangeSsoCode } from './sso-session.service.js';
import { readSso, writeSso } from './sso-settings.service.js';
import { finishSso, ssoAvailable, startSso } from './sso-signin.service.js';

export interface SsoModuleOptions {
  /** The server secret: the client secrets and the starts' verifiers are sealed under it. */
  serverSecret: string;
  /** FEEDS_ALLOW_PRIVATE: identity providers on private addresses and plain http (tests). */
  allowPrivate: boolean;
}

/** Sign-in steps are limited per address like the login itself. */
const SIGN_IN_LIMIT = { max: 30, timeWindow: '1 minute' };

/** OIDC single sign-on per company (docs/rules/sso.md). */
export const ssoRoutes = (app: FastifyInstance, options: SsoModuleOptions) => {
  const route = postRoutes(app, ['sso']);
  const db = app.database.db;
  const seal = createSeal(options.serverSecret, 'georisk-sso', 'sso secret encryption');
  const ctx = { seal, publicUrl: app.publicUrl, reach: { allowPrivate: options.allowPrivate } };

  route(
    SSO_PATHS.company.sso,
    {
      access: 'user',
      summary: "The company's single sign-on settings, without the client secret (owners)",
      body: ssoGetSchema,
      reply: ssoSettingsReply,
    },
    async (request) => {
      const sso = await readSso(db, ctx, userOf(request), request.body.company_id);
      return ok(SSO_MESSAGES.read, { sso: valueOrHttpError(sso) });
    },
  );

  route(
    SSO_PATHS.company.ssoSet,
    {
      access: 'user',
      summary: "Save the company's single sign-on settings (owners); the secret is write-only",
      body: ssoSettingsSchema,
      reply: ssoSettingsReply,
    },
    async (request) => {
      const written = await writeSso(db, ctx, userOf(request), request.body, { ip: request.ip });
      return ok(SSO_MESSAGES.saved, { sso: valueOrHttpError(written) });
    },
  );

  route(
    SSO_PATHS.auth.ssoDomain,
    {
      access: 'anonymous',
      rateLimit: SIGN_IN_LIMIT,
      summary: "Whether the address's domain signs in with its company's identity provider",
      body: ssoEmailSchema,
      reply: ssoDomainReply,
    },
    async (request) =>
      ok(SSO_MESSAGES.domainCheck, { sso: await ssoAvailable(db, request.body.email) }),
  );

  route(
    SSO_PATHS.auth.ssoStart,
    {
      access: 'anonymous',
      rateLimit: SIGN_IN_LIMIT,
      summary: "Start a single sign-on: the identity provider's address to send the browser to",
      body: ssoEmailSchema,
      reply: ssoStartReply,
    },
    async (request) =>
      ok(SSO_MESSAGES.redirect, {
        sso: valueOrHttpError(await startSso(db, ctx, request.body.email)),
      }),
  );

  route(
    SSO_PATHS.auth.ssoExchange,
    {
      access: 'anonymous',
      rateLimit: SIGN_IN_LIMIT,
      summary: "Exchange the landing page's one-time code for the login state",
      body: ssoExchangeSchema,
      reply: ssoExchangeReply,
    },
    async (request) => {
      const origin = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const user = await exchangeSsoCode(db, app.tokens.signAccess, request.body.code, origin);
      return ok(SSO_MESSAGES.signedIn, { user: valueOrHttpError(user) });
    },
  );

  redirectRoutes(app, ['sso'])(
    SSO_PATHS.callback,
    {
      access: 'public',
      summary: 'Where the identity provider sends the browser back (a redirect to /sso)',
      query: ssoCallbackQuery,
    },
    (request) => finishSso(db, ctx, request.query, request.url, request.ip),
  );
};
