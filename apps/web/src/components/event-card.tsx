import type { EventSource as NewsSource, NewsEvent } from '@georisk/contract';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { formatDateTime } from '../lib/format-date';
import { ReliabilityMarks } from './reliability-marks';
import { RiskBadge } from './risk-badge';

/**
 * Country names from the browser's own data (Intl.DisplayNames): the contract's country list
 * would bring zod and 40 KB into the landing page (docs/performance.md, its JS budget).
 */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const countryNames = (codes: readonly string[]) => codes.map((c) => regionNames.of(c)).join(', ');

/** "1 source", "3 sources": how many outlets tell the happening. */
export const sourcesText = (count: number): string =>
  `${count} ${count === 1 ? 'source' : 'sources'}`;

/** When it was first and last seen; one time when they are the same. */
const TimeSpan = ({ from, to }: { from: string; to: string }) => {
  const first = formatDateTime(from);
  const last = formatDateTime(to);
  return (
    <>
      <time dateTime={from}>{first}</time>
      {last !== first && (
        <>
          {' – '}
          <time dateTime={to}>{last}</time>
        </>
      )}
    </>
  );
};

/**
 * One happening's card (docs/rules/news.md, "Events"): its level, title (to its first article, new
 * tab), countries, time span and first article's excerpt; "n sources" opens the list of its
 * articles, each linked, with its source's grade and its verification. `sourceExtra` adds a control
 * to each source (the news page's verification select for partners and admins).
 */
export const EventCard = ({
  event,
  headingLevel = 'h3',
  sourceExtra,
}: {
  event: NewsEvent;
  headingLevel?: 'h2' | 'h3';
  sourceExtra?: (source: NewsSource) => ReactNode;
}) => {
  const Heading = headingLevel;
  return (
    <Card as="article" className="h-100 shadow-sm border-0 article-card event-card">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-center mb-2 gap-2">
          <RiskBadge level={event.level} />
          {event.lead.emoji && (
            <span className="fs-5" role="img" aria-label="emoji">
              {event.lead.emoji}
            </span>
          )}
        </div>
        <Heading className="h6 card-title">
          <a href={event.lead.url} target="_blank" rel="noopener noreferrer">
            {event.title}
          </a>
        </Heading>
        <p className="small text-body-secondary mb-2">
          <TimeSpan from={event.first_seen} to={event.last_seen} />
          {event.countries.length > 0 && (
            <>
              {' · '}
              <span className="country-names">
                <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                <span className="visually-hidden">Countries: </span>
                {countryNames(event.countries)}
              </span>
            </>
          )}
        </p>
        <p className="card-text small mb-2">{event.lead.excerpt}...</p>
        <details className="event-sources small">
          <summary>{sourcesText(event.sources.length)}</summary>
          <ul className="list-unstyled mb-0 mt-2 d-grid gap-2">
            {event.sources.map((source) => (
              <li key={source.articles_id}>
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </a>
                <div className="text-body-secondary">
                  {source.source.name} ·{' '}
                  <time dateTime={source.publishedAt}>{formatDateTime(source.publishedAt)}</time>
                </div>
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <ReliabilityMarks article={source} />
                  {sourceExtra?.(source)}
                </div>
              </li>
            ))}
          </ul>
        </details>
      </Card.Body>
    </Card>
  );
};
