/** The categories module's public face: its routes, and the rule its children write under. */
export { categoriesRoutes as categoriesModule } from './categories.routes.js';
export { writeUnderLiveCategory } from './categories.service.js';
export { categoryChildService } from './category-child.service.js';
