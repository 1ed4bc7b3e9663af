import { FIRM_STATEMENT_PATH, firmStatementSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postDownloads } from '../../http/post-route.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { statementCsv } from './statement-csv.js';
import { statementFileName } from './statement-file-name.js';
import { firmStatement } from './statement.service.js';

/** A statement is an export: a person downloads a few a minute, a script is slowed. */
export const STATEMENT_LIMIT = { max: 60, timeWindow: '1 minute' };

/** A partner firm's monthly statement as CSV (docs/rules/partners.md, "Statements"). */
export const statementRoutes = async (app: FastifyInstance) => {
  const download = postDownloads(app, ['partnerFirm']);
  download(
    FIRM_STATEMENT_PATH,
    {
      access: 'user',
      rateLimit: STATEMENT_LIMIT,
      summary: "A partner firm's monthly statement as a CSV file (text/csv): its owners and admins",
      body: firmStatementSchema,
    },
    async (request) => {
      const statement = valueOrHttpError(
        await firmStatement(app.database.db, userOf(request), request.body, 'csv'),
      );
      return {
        filename: statementFileName(statement, 'csv'),
        type: 'text/csv; charset=utf-8',
        body: statementCsv(statement),
      };
    },
  );
};
