/** The factor module's public face: the plugin app.ts registers. */
export { factorRoutes as factorModule } from './factor.routes.js';
