import {
  API_PATHS,
  countryGetReply,
  countryGetSchema,
  countryListReply,
  countryListSchema,
} from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import type { UserCaller } from '../../domain/caller.js';
import type { CacheRule } from '../../cache/public-reply-cache.js';
import { GEOGRAPHY_MESSAGES as M } from './geography.messages.js';
import { getCountry, listCountries } from './country.service.js';

/**
 * Visitors' figures are news only, the same for every visitor, so theirs come from the reply
 * cache; a logged-in caller's may add findings (their own, or all for staff) and are never cached.
 * Levels also decay with age, so a copy serves at most a minute (docs/performance.md, "Caching").
 */
const visitorsCached: CacheRule = {
  topics: ['articles'],
  variant: (request) => (request.caller?.kind === 'user' ? null : 'visitor'),
  maxAgeMs: 60_000,
};
/** Visitors read with their anonymous token; a logged-in caller may see findings too. */
const anyone = { access: 'anonymous' as const, cache: visitorsCached };
const userOrNull = (request: FastifyRequest): UserCaller | null =>
  request.caller?.kind === 'user' ? request.caller : null;

export const countryRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['country']);
  const db = app.database.db;

  route(
    API_PATHS.country.list,
    {
      ...anyone,
      summary: 'Countries with a risk level',
      body: countryListSchema,
      reply: countryListReply,
    },
    async (request) => {
      const countries = await listCountries(db, userOrNull(request));
      return ok(M.countriesLoaded, {
        country: countries.map(({ reasons: _reasons, ...summary }) => summary),
      });
    },
  );

  route(
    API_PATHS.country.get,
    {
      ...anyone,
      summary: "One country's level, reasons and latest news",
      body: countryGetSchema,
      reply: countryGetReply,
    },
    async (request) =>
      ok(M.countryFound, { country: await getCountry(db, userOrNull(request), request.body.code) }),
  );
};
