/** The live module's public face: the event stream and its tickets (docs/rules/live-updates.md). */
export { liveRoutes as liveModule } from './live.routes.js';
