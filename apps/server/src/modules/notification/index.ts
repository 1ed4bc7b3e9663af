/**
 * The notification module's public face: its routes, and `notify`, which any module calls inside
 * the transaction of the change it reports (an answer, a message, a watched country's news).
 */
export { notificationRoutes as notificationModule } from './notification.routes.js';
export { notify, type Notice } from './notification.service.js';
/** The read the bench's yardstick runs beside the route (docs/performance.md, "Budgets"). */
export { notificationsOf } from './notification.service.js';
export { markIncidentMessagesRead } from './notification.repository.js';
