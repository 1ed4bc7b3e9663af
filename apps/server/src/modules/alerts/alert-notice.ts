import type { Database } from '../../db/database.js';

/** What the alerts tell a user in the app, beside the e-mail (docs/rules/geography.md). */
export interface AlertNotice {
  userId: string;
  kind: 'watch' | 'stale';
  text: string;
  articlesId?: string;
  incidentId?: string;
  country?: string;
}

/**
 * Where in-app notifications go: the notifications module's `notify` (notification/list) in the
 * running server; tests pass their own to watch what is said.
 */
export type Notify = (db: Database, notice: AlertNotice) => Promise<void>;
