import type { FastifyInstance } from 'fastify';
import { advisoryRoutes } from './advisories.routes.js';
import { travellerRoutes } from './travellers.routes.js';
import { tripRoutes } from './trips.routes.js';

/** The schedule's routes: travellers, trips, advisories and approval settings. */
export const scheduleRoutes = async (app: FastifyInstance) => {
  await travellerRoutes(app);
  await tripRoutes(app);
  await advisoryRoutes(app);
};
