import { sql } from 'drizzle-orm';

/**
 * How many seconds one SLA hour lasts (SLA_HOUR_SECONDS, 3600 in production): set once when the
 * app is built, as the mail window is. Due times and the escalation points follow it, so a test
 * or a demo can run a 24-hour SLA in 24 seconds (docs/rules/incidents.md, "SLA escalation").
 */
let hourSeconds = 3600;

export const setSlaHourSeconds = (seconds: number) => {
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error('SLA hour: whole seconds');
  hourSeconds = seconds;
};

export const slaHourSeconds = () => hourSeconds;

/** `hours` SLA hours as an SQL interval (whole numbers only, never user input). */
export const slaInterval = (hours: number) =>
  sql.raw(`interval '${Math.trunc(hours) * hourSeconds} seconds'`);
