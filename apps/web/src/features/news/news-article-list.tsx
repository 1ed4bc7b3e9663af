import { COUNTRIES, type Article } from '@georisk/contract';
import { Link } from 'react-router';
import { PlaceNames } from '../../components/place-picker';
import { ReliabilityMarks } from '../../components/reliability-marks';
import { RiskHeadline } from '../../components/risk-badge';
import { SearchSnippet } from '../../components/search-snippet';
import { countryPath } from '../../config/paths';
import { formatDateTime } from '../../lib/format-date';
import { VerificationSelect } from './verification-select';

const NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));

/** A search's hits, one article each, ranked, with the matching words marked (docs/rules/news.md). */
export const NewsArticleList = ({ articles, staff }: { articles: Article[]; staff: boolean }) => (
  <ul className="list-group mb-3">
    {articles.map((article) => (
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
);
