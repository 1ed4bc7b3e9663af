import type { FastifyInstance } from 'fastify';
import { countryRoutes } from './country.routes.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { developmentsRoutes } from './developments.routes.js';

/** Countries, the dashboard and watches, registered under /api as one module. */
export const geographyRoutes = async (app: FastifyInstance) => {
  await app.register(countryRoutes);
  await app.register(dashboardRoutes);
  await app.register(developmentsRoutes);
};
