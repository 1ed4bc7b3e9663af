/** The exposure module's public face: the map's route (docs/rules/branches.md "Exposure map"). */
export { exposureRoutes as exposureModule } from './exposure.routes.js';
