/** The dashboard module's public face: the routes app.ts registers. */
export { dashboardRoutes as dashboardModule } from './dashboard.routes.js';
