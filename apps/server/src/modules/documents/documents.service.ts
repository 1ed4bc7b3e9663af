import type { firmStatementSchema } from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { failure, success, type Result } from '../../domain/result.js';
import type { PdfContent } from '../../pdf/pdf-document.js';
import { findingHistory } from '../finding/index.js';
import { getCountry } from '../geography/index.js';
import { firmStatement, statementFileName } from '../partner-firms/index.js';
import { readableIncident } from '../incident/index.js';
import { invoiceFor } from '../purchases/index.js';
import { tripBriefOf } from '../schedule/index.js';
import { countryDocument } from './country-pdf.js';
import { fileDay } from './document-dates.js';
import { factorNamesOf } from './documents.repository.js';
import { DOCUMENT_MESSAGES as M } from './documents.messages.js';
import { invoiceDocument } from './invoice-pdf.js';
import { reportDocument } from './report-pdf.js';
import { statementDocument } from './statement-pdf.js';
import { tripDocument } from './trip-pdf.js';

/**
 * A document to print and the name it is saved under. Every kind is read through the service of
 * the screen it prints, so it has exactly that screen's access (docs/rules/pdf.md). An invoice
 * joins as one more function of this shape: read the invoice as its screen does, then
 * `invoiceDocument(invoice)` beside report-pdf.ts, and one more download route.
 */
export interface Printable {
  filename: string;
  content: PdfContent;
}

/** The latest published answer of a request the caller may read (never a draft). */
export const reportOf = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Printable>> => {
  const incident = await readableIncident(db, caller, incidentId);
  if (!incident.ok) return incident;
  const history = await findingHistory(db, caller, incidentId);
  if (!history.ok) return history;
  const [latest] = history.value;
  if (!latest) return failure('conflict', M.notAnswered);
  const names = await factorNamesOf(db, Object.keys(latest.factor_response));
  return success({
    filename: `request-report-${fileDay(latest.published_at)}.pdf`,
    content: reportDocument(incident.value, latest, names),
  });
};

/** The country page as this caller (or a visitor) reads it. */
export const countryBriefOf = async (
  db: Database,
  caller: UserCaller | null,
  code: string,
): Promise<Printable> => {
  const now = new Date();
  const country = await getCountry(db, caller, code, now);
  return {
    filename: `country-brief-${country.code}-${fileDay(now)}.pdf`,
    content: countryDocument(country, now),
  };
};

/** A trip's pre-trip brief, to whoever may read the trip. */
export const tripBriefDocumentOf = async (
  db: Database,
  caller: UserCaller,
  tripId: string,
): Promise<Result<Printable>> => {
  const brief = await tripBriefOf(db, caller, tripId);
  if (!brief.ok) return brief;
  const first = brief.value.trip.segments[0];
  return success({
    filename: `trip-brief-${first ? first.from.slice(0, 10) : fileDay(new Date())}.pdf`,
    content: tripDocument(brief.value),
  });
};

/** An invoice, to whoever may read it on the purchase screens (docs/rules/purchases.md). */
export const invoiceDocumentOf = async (
  db: Database,
  caller: UserCaller,
  invoiceId: string,
): Promise<Result<Printable>> => {
  const invoice = await invoiceFor(db, caller, invoiceId);
  if (!invoice.ok) return invoice;
  return success({
    filename: `invoice-${invoice.value.number}.pdf`,
    content: invoiceDocument(invoice.value),
  });
};

/** A partner firm's monthly statement, to whoever may download its CSV (docs/rules/partners.md). */
export const statementDocumentOf = async (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof firmStatementSchema>,
): Promise<Result<Printable>> => {
  const statement = await firmStatement(db, caller, input, 'pdf');
  if (!statement.ok) return statement;
  return success({
    filename: statementFileName(statement.value, 'pdf'),
    content: statementDocument(statement.value),
  });
};
