/** The message module's public face: the routes of a request's conversation. */
export { messageRoutes as messageModule } from './message.routes.js';
/** The notices' texts, which the demo data (cli/demo-data.ts) writes as the product would. */
export { MESSAGE_MESSAGES } from './message.messages.js';
