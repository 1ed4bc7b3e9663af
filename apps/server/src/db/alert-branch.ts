import { sql } from 'drizzle-orm';
import { exposureAlerts } from './schema.js';

/**
 * An alert's branch, typed as set: `branch_id` is null on an in-trip alert (its stop is named
 * instead), but the reads that select it pick branch alerts only (by branch ids, or the insert
 * of branch alerts), so their rows always have one.
 */
export const branchIdOf = sql<string>`${exposureAlerts.branchId}`;
