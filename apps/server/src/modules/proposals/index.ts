/** The proposals module's public face: its routes (docs/rules/proposals.md). */
export { proposalsRoutes as proposalsModule } from './proposals.routes.js';
