import { API_PATHS, placeSearchReply, placeSearchSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { PLACE_MESSAGES as M } from './places.messages.js';
import { searchPlaces } from './places.service.js';

/**
 * A helper of forms (a branch's city, an article's places): signed-in users only, so the
 * gazetteer is never read for an anonymous visitor.
 */
export const placesRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['place']);

  route(
    API_PATHS.place.search,
    {
      access: 'user',
      // The gazetteer is static data read once per process: the same body always has the same
      // reply, for every caller, for the life of the process (no topic can make it stale).
      cache: { topics: [], variant: () => 'everyone' },
      summary: 'Cities whose name starts with the words typed, most populous first',
      body: placeSearchSchema,
      reply: placeSearchReply,
    },
    async (request) => {
      const { places, total } = await searchPlaces(request.body);
      return ok(M.placesFound, { place: places, total });
    },
  );
};
