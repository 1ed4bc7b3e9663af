import { COUNTRIES, RISK_LEVELS } from '@georisk/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { failureText } from '../../api/api';
import { useEventListQuery } from '../../api/event-list-api';
import { PageSpinner } from '../../components/page-spinner';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';
import { useNewsSearchQuery, type NewsFilter } from './news-api';
import { NewsArticleList } from './news-article-list';
import { NewsEventList } from './news-event-list';

const PAGE_SIZE = 20;

/**
 * A search counts its newest 1 000 matches and says when there are more; without words the page
 * counts events (docs/rules/news.md).
 */
const countText = (total: number, searching: boolean, capped = false) => {
  if (capped)
    return `More than ${total.toLocaleString('en-GB')} articles: the best of the newest are first`;
  const noun = searching ? 'article' : 'event';
  return `${total} ${noun}${total === 1 ? '' : 's'}`;
};

/**
 * The news, filtered by level and country, a page at a time (in the URL): events, one card per
 * happening; a search with words lists the matching articles, ranked (docs/rules/news.md).
 */
const NewsPage = () => {
  const [params, setParams] = useSearchParams();
  const level = params.get('level') ?? '';
  const country = params.get('country') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const [text, setText] = useState(q);
  const paging = { limit: PAGE_SIZE, offset: page * PAGE_SIZE };
  const searching = q !== '';
  const filter: NewsFilter = {
    ...paging,
    ...(q && { q }),
    ...(level && { riskLevel: level }),
    ...(country && { countries: [country] }),
  };
  const search = useNewsSearchQuery(filter, { skip: !searching });
  const events = useEventListQuery(
    { ...paging, ...(level && { riskLevel: level }), ...(country && { country }) },
    { skip: searching },
  );
  const { data, isFetching, error } = searching ? search : events;
  const user = useAppSelector(selectUser);
  const staff = Boolean(user?.is_admin || user?.is_partner);
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ page: '', ...changes }))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next);
  };
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <main className="container py-5">
      <h1 className="h2 mb-4">Risk news</h1>
      <Form
        className="row g-2 align-items-end mb-4"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: text.trim(), level, country });
        }}
      >
        <Form.Group className="col-md-3" controlId="news-level">
          <Form.Label>Risk Level</Form.Label>
          <Form.Select value={level} onChange={(e) => set({ q, country, level: e.target.value })}>
            <option value="">All levels</option>
            {RISK_LEVELS.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-3" controlId="news-country">
          <Form.Label>Country</Form.Label>
          <Form.Select value={country} onChange={(e) => set({ q, level, country: e.target.value })}>
            <option value="">All countries</option>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-4" controlId="news-q">
          <Form.Label>Search</Form.Label>
          <Form.Control
            type="search"
            value={text}
            aria-describedby="news-q-help"
            onChange={(e) => setText(e.target.value)}
          />
          <Form.Text id="news-q-help">Words, &quot;a phrase&quot;, OR, -word</Form.Text>
        </Form.Group>
        <div className="col-md-2">
          <Button type="submit" className="w-100">
            Search
          </Button>
        </div>
      </Form>
      {error && <Alert variant="warning">{failureText(error)}</Alert>}
      {!data && isFetching ? (
        <PageSpinner />
      ) : (
        <>
          <p className="text-body-secondary" aria-live="polite">
            {countText(total, searching, search.data?.total_capped)}
          </p>
          {!error && total === 0 && (
            <p className="alert alert-light border">
              No news matches these filters. Try another level or country, fewer words, or words
              rather than only punctuation or exclusions (-word).
            </p>
          )}
          {searching ? (
            <NewsArticleList articles={search.data?.articles ?? []} staff={staff} />
          ) : (
            <NewsEventList events={events.data?.event ?? []} staff={staff} />
          )}
          <nav aria-label="News pages" className="d-flex gap-2 align-items-center">
            <Button
              variant="outline-primary"
              disabled={page === 0}
              onClick={() => set({ q, level, country, page: String(page - 1) })}
            >
              Previous
            </Button>
            <span>
              Page {page + 1} of {pages}
            </span>
            <Button
              variant="outline-primary"
              disabled={page + 1 >= pages}
              onClick={() => set({ q, level, country, page: String(page + 1) })}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </main>
  );
};

export default NewsPage;
