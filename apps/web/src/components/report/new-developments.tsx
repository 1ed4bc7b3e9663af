import Alert from 'react-bootstrap/Alert';
import { RiskHeadline } from '../risk-badge';
import { useDevelopmentsQuery } from './developments-api';
import { formatDateTime } from '../../lib/format-date';

/** The mark of a stale assessment. */
export const StaleBadge = () => (
  <span className="badge text-bg-warning" title="New developments since this assessment">
    <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
    Stale
  </span>
);

/** High Risk and Severe news about the request's countries since its assessment. */
export const NewDevelopments = ({ incidentId }: { incidentId: string }) => {
  const { data } = useDevelopmentsQuery(incidentId);
  return (
    <Alert variant="warning" className="report-developments">
      <h2 className="h5">New developments since this assessment</h2>
      <ul className="mb-0">
        {(data?.articles ?? []).map((article) => (
          <li key={article.articles_id}>
            <RiskHeadline article={article} linkClassName="alert-link" />{' '}
            <small>
              {article.source.name} · {formatDateTime(article.publishedAt)}
            </small>
          </li>
        ))}
      </ul>
    </Alert>
  );
};
