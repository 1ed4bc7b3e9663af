import type { CountryDetail } from '@georisk/contract';
import type { PdfBlock, PdfContent } from '../../pdf/pdf-document.js';
import { printedAt } from './document-dates.js';

const standing = (country: CountryDetail): PdfBlock =>
  country.riskLevel
    ? {
        kind: 'rated',
        label: 'Risk level',
        rating: country.riskLevel,
        text:
          `Score ${country.score} of 100, from ${country.articles} ` +
          `${country.articles === 1 ? 'article' : 'articles'}` +
          (country.findings > 0 ? ` and ${country.findings} answered requests` : '') +
          ' of the last 30 days.',
      }
    : { kind: 'text', text: 'No signal in the last 30 days.' };

const listOr = (items: string[], empty: string): PdfBlock =>
  items.length > 0 ? { kind: 'list', items } : { kind: 'text', text: empty, muted: true };

/** A country brief (docs/rules/pdf.md): what the country page shows this caller, on paper. */
export const countryDocument = (country: CountryDetail, now = new Date()): PdfContent => ({
  title: `${country.name}: country brief`,
  subtitle: `GeoRisk · printed ${printedAt(now)}`,
  blocks: [
    standing(country),
    { kind: 'heading', text: 'Why this level' },
    listOr(
      country.reasons.map(
        (reason) =>
          `${reason.kind === 'finding' ? 'Answered request: ' : ''}${reason.title} ` +
          `(${reason.level} · ${printedAt(reason.at)}, +${reason.points})`,
      ),
      'Nothing counts towards a level right now.',
    ),
    ...(country.requests.length > 0
      ? [
          { kind: 'heading', text: `Your requests about ${country.name}` } as const,
          listOr(
            country.requests.map(
              (request) =>
                `${request.query} (${request.status} · ${printedAt(request.created_at)})`,
            ),
            '',
          ),
        ]
      : []),
    { kind: 'heading', text: 'Latest news' },
    listOr(
      country.latest.map(
        (article) =>
          `${article.riskLevel}: ${article.title} (${article.source.name} · ` +
          `${printedAt(article.publishedAt)})`,
      ),
      `No news about ${country.name} yet.`,
    ),
  ],
});
