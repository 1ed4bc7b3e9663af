import type { FastifyInstance } from 'fastify';
import { companyRoutes } from './companies.routes.js';
import { invitationRoutes } from './invitations.routes.js';
import { memberRoutes } from './members.routes.js';

/** Companies, members and invitations (docs/rules/companies.md), registered as one module. */
export const companiesRoutes = async (app: FastifyInstance) => {
  companyRoutes(app);
  memberRoutes(app);
  invitationRoutes(app);
};
