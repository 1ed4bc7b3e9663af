import {
  QUEUE_CSV_COLUMNS,
  QUEUE_EXPORT_MAX,
  type Incident,
  type IncidentSearch,
} from '@georisk/contract';
import { csvDownload } from '../../csv/csv-download.js';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { searchIncidents } from './incident.service.js';

const PAGE = 500;

/** Every request of the caller's queue that matches, in the queue's order, up to the cap. */
export const queueRows = async (
  db: Database,
  caller: UserCaller,
  filter: Omit<IncidentSearch, 'limit' | 'offset'>,
): Promise<Incident[]> => {
  const rows: Incident[] = [];
  while (rows.length < QUEUE_EXPORT_MAX) {
    const page = await searchIncidents(db, caller, { ...filter, limit: PAGE, offset: rows.length });
    rows.push(...page.rows);
    if (page.rows.length < PAGE) break;
  }
  return rows.slice(0, QUEUE_EXPORT_MAX);
};

/** The queue as the CSV's rows: the customer's own texts (name, question) are formula-safe. */
export const queueCsv = (rows: Incident[]) =>
  csvDownload(
    QUEUE_CSV_COLUMNS,
    rows.map((row) => ({
      incident_id: row.incident_id,
      filed_at: row.created_at,
      customer: row.owner?.name ?? '',
      customer_email: row.owner?.email ?? '',
      customer_type: row.customerType,
      category: row.queryType.categories.name,
      query_type: row.queryType.name,
      countries: row.countries.join(' '),
      status: row.status,
      assignee: row.assignee?.name ?? '',
      due_at: row.due_at,
      overdue: row.overdue ? 'yes' : 'no',
      revision: row.revision,
      query: row.query,
    })),
  );
