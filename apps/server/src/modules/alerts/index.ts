/** The alerts module's public face: the sweep server.ts runs, and the notification seam. */
export { scheduleNewsAlerts } from './news-alert-scheduler.js';
export { sweepNewsAlerts } from './news-alerts.service.js';
export type { AlertNotice, Notify } from './alert-notice.js';
