import type { FastifyInstance } from 'fastify';
import { countryRoutes } from './country.routes.js';
import { developmentsRoutes } from './developments.routes.js';
import { trendsRoutes } from './trends.routes.js';

/** Country risk, its trends and the new developments of a report, registered under /api as one module. */
export const geographyRoutes = async (app: FastifyInstance) => {
  await app.register(countryRoutes);
  await app.register(developmentsRoutes);
  await app.register(trendsRoutes);
};
