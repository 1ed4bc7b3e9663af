/** The dashboard module's public face: the routes app.ts registers. */
export { dashboardRoutes as dashboardModule } from './dashboard.routes.js';
/** The read the bench's yardstick runs beside the route (docs/performance.md, "Budgets"). */
export { dashboardOf } from './dashboard.service.js';
