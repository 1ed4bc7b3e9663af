import { QUEUE_EXPORT_PATH, queueExportSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postDownloads } from '../../http/post-route.js';
import { userOf } from '../../plugins/access.js';
import { queueCsv, queueRows } from './queue-export.js';

/** The queue as a CSV file, for the staff who work it (docs/rules/incidents.md, "Queue export"). */
export const queueExportRoutes = async (app: FastifyInstance) => {
  const download = postDownloads(app, ['incident']);
  download(
    QUEUE_EXPORT_PATH,
    {
      access: ['partner', 'admin'],
      summary: "The request queue as a CSV file (text/csv), with incident/list's filters",
      body: queueExportSchema,
    },
    async (request) => {
      const rows = await queueRows(app.database.db, userOf(request), request.body);
      return {
        filename: `queue-${new Date().toISOString().slice(0, 10)}.csv`,
        type: 'text/csv; charset=utf-8',
        body: queueCsv(rows),
      };
    },
  );
};
