import {
  countryGetSchema,
  firmStatementSchema,
  incidentIdSchema,
  invoiceIdSchema,
  PDF_PATHS,
  tripIdSchema,
} from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postDownloads, type Download } from '../../http/post-route.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { renderPdf } from '../../pdf/pdf-document.js';
import {
  countryBriefOf,
  invoiceDocumentOf,
  reportOf,
  statementDocumentOf,
  tripBriefDocumentOf,
  type Printable,
} from './documents.service.js';

/** Printing costs more than a read: a person downloads a few a minute, a script is slowed. */
const PRINT_LIMIT = { max: 60, timeWindow: '1 minute' };

const asPdf = ({ filename, content }: Printable): Download => ({
  filename,
  type: 'application/pdf',
  body: renderPdf(content),
});

const userOrNull = (request: FastifyRequest) =>
  request.caller?.kind === 'user' ? request.caller : null;

/** Server-made PDF documents (docs/rules/pdf.md), each with its screen's access. */
export const documentsRoutes = async (app: FastifyInstance) => {
  const download = postDownloads(app, ['pdf']);
  const db = app.database.db;

  download(
    PDF_PATHS.report,
    {
      access: 'user',
      rateLimit: PRINT_LIMIT,
      summary: "A request's published report as a PDF (application/pdf)",
      body: incidentIdSchema,
    },
    async (request) =>
      asPdf(valueOrHttpError(await reportOf(db, userOf(request), request.body.incident_id))),
  );
  download(
    PDF_PATHS.country,
    {
      access: 'anonymous',
      rateLimit: PRINT_LIMIT,
      summary: 'A country brief as a PDF: the country page as the caller reads it',
      body: countryGetSchema,
    },
    async (request) => asPdf(await countryBriefOf(db, userOrNull(request), request.body.code)),
  );
  download(
    PDF_PATHS.trip,
    {
      access: 'user',
      rateLimit: PRINT_LIMIT,
      summary: "A trip's pre-trip brief as a PDF",
      body: tripIdSchema,
    },
    async (request) =>
      asPdf(valueOrHttpError(await tripBriefDocumentOf(db, userOf(request), request.body.trip_id))),
  );
  download(
    PDF_PATHS.invoice,
    {
      access: 'user',
      rateLimit: PRINT_LIMIT,
      summary: "A credit pack's invoice as a PDF: its buyer, the company's managers, admins",
      body: invoiceIdSchema,
    },
    async (request) =>
      asPdf(
        valueOrHttpError(await invoiceDocumentOf(db, userOf(request), request.body.invoice_id)),
      ),
  );
  download(
    PDF_PATHS.statement,
    {
      access: 'user',
      rateLimit: PRINT_LIMIT,
      summary: "A partner firm's monthly statement as a PDF: its owners and admins",
      body: firmStatementSchema,
    },
    async (request) =>
      asPdf(valueOrHttpError(await statementDocumentOf(db, userOf(request), request.body))),
  );
};
