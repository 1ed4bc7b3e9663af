import type { Article } from '@georisk/contract';
import { ARTICLE_EXCERPT_LENGTH } from '@georisk/contract/constants';
import Card from 'react-bootstrap/Card';
import { ReliabilityMarks } from '../../components/reliability-marks';
import { RiskBadge } from '../../components/risk-badge';
import { formatDateTime } from '../../lib/format-date';

/** The first 200 characters of the content followed by an ellipsis. */
export const excerpt = (content: string): string =>
  `${content.slice(0, ARTICLE_EXCERPT_LENGTH)}...`;

/** One news card: title to the source (new tab), date and time, source, its grade and verification, risk badge, emoji. */
export const ArticleCard = ({ article }: { article: Article }) => (
  <Card as="article" className="h-100 shadow-sm border-0 article-card">
    <Card.Body>
      <div className="d-flex justify-content-between align-items-center mb-2 gap-2">
        <RiskBadge level={article.riskLevel} />
        {article.wink.emoji && (
          <span className="fs-5" role="img" aria-label="emoji">
            {article.wink.emoji}
          </span>
        )}
      </div>
      <h3 className="h6 card-title">
        <a href={article.url} target="_blank" rel="noopener noreferrer">
          {article.title}
        </a>
      </h3>
      <p className="small text-body-secondary mb-2">
        <time dateTime={article.publishedAt}>{formatDateTime(article.publishedAt)}</time> ·{' '}
        {article.source.name}
      </p>
      <p className="mb-2">
        <ReliabilityMarks article={article} />
      </p>
      <p className="card-text small mb-0">{excerpt(article.content)}</p>
    </Card.Body>
  </Card>
);
