/** The branches module's public face: its routes (docs/rules/branches.md). */
export { branchRoutes as branchesModule } from './branches.routes.js';
