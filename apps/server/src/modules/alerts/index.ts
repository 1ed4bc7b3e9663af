/** The alerts module's public face: the sweep server.ts runs and kicks, and the notification seam. */
export { NO_KICK, scheduleNewsAlerts, type NewsSweep } from './news-alert-scheduler.js';
export { sweepNewsAlerts } from './news-alerts.service.js';
export type { AlertNotice, Notify } from './alert-notice.js';
