/** The branches module's public face: its routes, and the reads the exposure map shares
 * (docs/rules/branches.md). */
export { branchRoutes as branchesModule } from './branches.routes.js';
export { branchesToRead, branchToRead } from './branches.service.js';
