import {
  alertListSchema,
  auditListSchema,
  findingListSchema,
  incidentSearchSchema,
  notificationListSchema,
  tripListSchema,
} from '@georisk/contract';
import type { Database } from '../db/database.js';
import { auditPage } from '../modules/audit/index.js';
import { dashboardOf } from '../modules/dashboard/index.js';
import { alertsOf } from '../modules/exposure-alerts/index.js';
import { findingRowsOf } from '../modules/finding/index.js';
import { searchIncidents } from '../modules/incident/index.js';
import { notificationsOf } from '../modules/notification/index.js';
import { tripsOf } from '../modules/schedule/index.js';
import type { UserCaller } from '../domain/caller.js';

/**
 * What each budgeted private read runs: the service read its route calls (the repository queries
 * with their access lookups), on the body as the route's schema parses it. The yardstick route
 * sends exactly this result with JSON.stringify (docs/performance.md, "Budgets").
 */
export const YARDSTICK_READS: Record<
  string,
  (db: Database, caller: UserCaller, body: unknown) => Promise<unknown>
> = {
  'incident/list': (db, caller, body) =>
    searchIncidents(db, caller, incidentSearchSchema.parse(body)),
  'finding/list': (db, caller, body) => findingRowsOf(db, caller, findingListSchema.parse(body)),
  'notification/list': (db, caller, body) =>
    notificationsOf(db, caller, notificationListSchema.parse(body)),
  'dashboard/get': (db, caller) => dashboardOf(db, caller),
  'alert/list': (db, caller, body) => alertsOf(db, caller, alertListSchema.parse(body)),
  'trip/list': (db, caller, body) => tripsOf(db, caller, tripListSchema.parse(body)),
  'audit/list': (db, caller, body) => auditPage(db, caller, auditListSchema.parse(body)),
};
