/** The documents module's public face: server-made PDF downloads (docs/rules/pdf.md). */
export { documentsRoutes as documentsModule } from './documents.routes.js';
