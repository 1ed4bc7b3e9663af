/** The files module's public face: attachments on requests, messages and findings. */
export { filesRoutes as filesModule } from './files.routes.js';
