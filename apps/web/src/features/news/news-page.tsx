import { COUNTRIES, RISK_LEVELS } from '@georisk/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router';
import { failureText } from '../../api/api';
import { PageSpinner } from '../../components/page-spinner';
import { PlaceNames } from '../../components/place-picker';
import { ReliabilityMarks } from '../../components/reliability-marks';
import { RiskHeadline } from '../../components/risk-badge';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';
import { VerificationSelect } from './verification-select';
import { SearchSnippet } from '../../components/search-snippet';
import { formatDateTime } from '../../lib/format-date';
import { countryPath } from '../../config/paths';
import { useNewsSearchQuery, type NewsFilter } from './news-api';

const PAGE_SIZE = 20;
const NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));

/** A search counts its newest 1 000 matches and says when there are more (docs/rules/news.md). */
const countText = (total: number, capped = false) =>
  capped
    ? `More than ${total.toLocaleString('en-GB')} articles: the best of the newest are first`
    : `${total} ${total === 1 ? 'article' : 'articles'}`;

/** Every active article, filtered by level, country and text, a page at a time (in the URL). */
const NewsPage = () => {
  const [params, setParams] = useSearchParams();
  const level = params.get('level') ?? '';
  const country = params.get('country') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const [text, setText] = useState(q);
  const filter: NewsFilter = {
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
    ...(q && { q }),
    ...(level && { riskLevel: level }),
    ...(country && { countries: [country] }),
  };
  const { data, isFetching, error } = useNewsSearchQuery(filter);
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
            {countText(total, data?.total_capped)}
          </p>
          {!error && total === 0 && (
            <p className="alert alert-light border">
              No news matches these filters. Try another level or country, fewer words, or words
              rather than only punctuation or exclusions (-word).
            </p>
          )}
          <ul className="list-group mb-3">
            {(data?.articles ?? []).map((article) => (
              <li key={article.articles_id} className="list-group-item">
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <RiskHeadline article={article} />
                  <ReliabilityMarks article={article} />
                  {staff && <VerificationSelect article={article} />}
                </div>
                <SearchSnippet snippet={article.snippet} />
                <small className="text-body-secondary">
                  {article.source.name} · {formatDateTime(article.publishedAt)}
                  {article.countries.map((code) => (
                    <span key={code}>
                      {' · '}
                      <Link to={countryPath(code)}>{NAMES.get(code) ?? code}</Link>
                    </span>
                  ))}
                </small>
                {article.places.length > 0 && (
                  <div>
                    <PlaceNames places={article.places} />
                  </div>
                )}
              </li>
            ))}
          </ul>
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
