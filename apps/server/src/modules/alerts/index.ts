/** The alerts module's public face: the sweep server.ts runs, and the notification seam. */
export { createNewsAlertScheduler } from './news-alert-scheduler.js';
export { sweepNewsAlerts } from './news-alerts.service.js';
export type { AlertNotice, Notify } from './alert-notice.js';
