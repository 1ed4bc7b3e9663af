/** The schedule module's public face: its routes (docs/rules/schedule.md). */
export { scheduleRoutes as scheduleModule } from './schedule.module.js';
/** Who keeps which travellers: check-ins follow the same rules (docs/rules/checkins.md). */
export { homeToManage, mayActOn, pageFor, recordFor } from './schedule-access.js';
export type { ScheduleScope } from './travellers.repository.js';
/** Stop time zones, for the demo data's trips (cli/demo-trips.ts). */
export { instantOf, wallClockOf, zoneOf } from './time-zones.js';
/** A trip's brief as its reader sees it, for the brief's PDF (modules/documents). */
export { tripBriefOf } from './trips.service.js';
/** The trip list as its route reads it (the bench's yardstick, bench/yardstick-reads.ts). */
export { tripsOf } from './trips.service.js';
