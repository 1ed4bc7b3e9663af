import {
  API_PATHS,
  countryGetReply,
  countryGetSchema,
  countryListReply,
  countryListSchema,
} from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import type { UserCaller } from '../../domain/caller.js';
import type { CacheRule } from '../../cache/public-reply-cache.js';
import { GEOGRAPHY_MESSAGES as M } from './geography.messages.js';
import { getCountry, listCountries } from './country.service.js';

const tags = ['country'];
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

export const countryRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.country.list}`,
    {
      config: anyone,
      schema: {
        tags,
        summary: 'Countries with a risk level',
        body: countryListSchema,
        response: { 200: countryListReply },
      },
    },
    async (request) => {
      const countries = await listCountries(db, userOrNull(request));
      return ok(M.countriesLoaded, {
        country: countries.map(({ reasons: _reasons, ...summary }) => summary),
      });
    },
  );

  app.post(
    `/${API_PATHS.country.get}`,
    {
      config: anyone,
      schema: {
        tags,
        summary: "One country's level, reasons and latest news",
        body: countryGetSchema,
        response: { 200: countryGetReply },
      },
    },
    async (request) =>
      ok(M.countryFound, { country: await getCountry(db, userOrNull(request), request.body.code) }),
  );
};
