/** The check-ins module's public face: its routes and its reminder job (docs/rules/checkins.md). */
export { checkinRoutes as checkinsModule } from './checkins.routes.js';
export { scheduleCheckinReminders, sendDueReminders } from './checkin-reminders.js';
