import {
  API_PATHS,
  travellerIdSchema,
  travellerInsertSchema,
  travellerListReply,
  travellerListSchema,
  travellerRemoveSchema,
  travellerReply,
  travellerUpdateSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import {
  createTraveller,
  removeTravellerOf,
  travellerOf,
  travellersOf,
  updateTravellerOf,
} from './travellers.service.js';

/** A company's (or a solo customer's) travellers (docs/rules/schedule.md). */
export const travellerRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['schedule']);
  const listRoute = pageRoutes(route);
  const db = app.database.db;
  const paths = API_PATHS.traveller;
  const common = { access: 'user' as const, reply: travellerReply };

  route(
    paths.insert,
    { ...common, summary: 'Add a traveller', body: travellerInsertSchema },
    async (request) => {
      const traveller = await createTraveller(db, userOf(request), request.body);
      return ok(M.travellerCreated, { traveller: valueOrHttpError(traveller) });
    },
  );
  route(
    paths.update,
    { ...common, summary: 'Change a traveller', body: travellerUpdateSchema },
    async (request) => {
      const traveller = await updateTravellerOf(db, userOf(request), request.body);
      return ok(M.travellerUpdated, { traveller: valueOrHttpError(traveller) });
    },
  );
  route(
    paths.get,
    { ...common, summary: 'One traveller', body: travellerIdSchema },
    async (request) => {
      const traveller = await travellerOf(db, userOf(request), request.body.traveller_id);
      return ok(M.travellerRead, { traveller: valueOrHttpError(traveller) });
    },
  );
  route(
    paths.remove,
    { ...common, summary: 'Delete a traveller without trips', body: travellerRemoveSchema },
    async (request) => {
      const traveller = await removeTravellerOf(db, userOf(request), request.body.traveller_id);
      return ok(M.travellerRemoved, { traveller: valueOrHttpError(traveller) });
    },
  );
  listRoute(
    paths.list,
    {
      access: 'user',
      summary: "The caller's travellers (their company's, or their own), by name",
      body: travellerListSchema,
      reply: travellerListReply,
      key: 'traveller',
      message: M.travellersListed,
    },
    (request) => travellersOf(db, userOf(request), request.body),
  );
};
