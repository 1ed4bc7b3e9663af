import { countryName, type FindingRevision, type Incident } from '@georisk/contract';
import type { PdfBlock, PdfContent } from '../../pdf/pdf-document.js';
import { printedAt } from './document-dates.js';

/**
 * A request's report on paper (docs/rules/pdf.md): the question, then its latest published answer,
 * every factor with its Green, Yellow or Red and the analyst's response, as the report screen
 * shows it. Drafts never print: the revision is a published one.
 */
export const reportDocument = (
  incident: Incident,
  revision: FindingRevision,
  factorNames: Map<string, string>,
  now = new Date(),
): PdfContent => {
  const rated: PdfBlock[] = Object.entries(revision.factor_response).map(([factorId, answer]) => ({
    kind: 'rated',
    label: factorNames.get(factorId) ?? 'Factor',
    rating: answer.response_status,
    text: answer.response,
  }));
  return {
    title: 'Incident Request report',
    subtitle: `GeoRisk · printed ${printedAt(now)}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Question', incident.query],
          ['Query type', incident.queryType.name],
          ['Category', incident.queryType.categories.name],
          ['Customer type', incident.customerType],
          ['Countries', incident.countries.map(countryName).join(', ') || 'None named'],
          ['Filed', printedAt(incident.created_at)],
          ['Status', incident.status],
        ],
      },
      { kind: 'heading', text: `Answer (revision ${revision.revision})` },
      {
        kind: 'text',
        text: `Published ${printedAt(revision.published_at)} by ${revision.published_by.name}`,
        muted: true,
      },
      ...(revision.summary ? [{ kind: 'text', text: revision.summary } as const] : []),
      { kind: 'heading', text: 'Findings' },
      ...rated,
    ],
  };
};
