/** The message module's public face: the routes of a request's conversation. */
export { messageRoutes as messageModule } from './message.routes.js';
