/** The schedule module's public face: its routes (docs/rules/schedule.md). */
export { scheduleRoutes as scheduleModule } from './schedule.module.js';
