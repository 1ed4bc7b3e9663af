import type { Incident } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { PageSpinner } from '../page-spinner';
import { formatDateTime } from './format-date';
import { countStatuses, reportRows } from './finding-status';
import { IncidentStatusBadge } from './incident-status-badge';
import { LoadFailure } from './load-failure';
import { useCategoryFactorsQuery, useIncidentFindingsQuery } from './report-api';
import { ReportScorecard } from './report-scorecard';
import { ReportTable } from './report-table';
import './report-print.css';

/**
 * The finding report of one incident (spec §2): its question, date and scorecard, then the factors
 * of its category with the partner's responses. Prints as a one-page brief (report-print.css).
 */
export const IncidentReport = ({
  incident,
  onBack,
}: {
  incident: Incident;
  onBack: () => void;
}) => {
  const categoryId = incident.queryType.categories_id;
  const factors = useCategoryFactorsQuery(categoryId);
  const findings = useIncidentFindingsQuery(incident.incident_id);
  const failure = factors.error ?? findings.error;
  const rows = reportRows(factors.data ?? [], findings.data ?? [], categoryId);
  const answeredAt = findings.data?.[0]?.created_at;
  return (
    <section className="incident-report" aria-labelledby="report-title">
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3 d-print-none">
        <Button variant="outline-secondary" onClick={onBack}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          Back
        </Button>
        <Button variant="primary" onClick={() => window.print()}>
          <i className="bi bi-printer me-1" aria-hidden="true" />
          Print / Save as PDF
        </Button>
      </div>
      <Card className="shadow-sm mb-3 report-brief">
        <Card.Body>
          <p className="text-uppercase small text-body-secondary mb-1">
            GeoRisk finding report · {incident.queryType.categories.name}
          </p>
          <h1 id="report-title" className="h4">
            {incident.queryType.name}
          </h1>
          <p className="lead report-question mb-2">{incident.query}</p>
          <p className="small text-body-secondary mb-3">
            {incident.customerType} · asked {formatDateTime(incident.created_at)}
            {answeredAt && <> · answered {formatDateTime(answeredAt)}</>} ·{' '}
            <IncidentStatusBadge status={incident.status} />
          </p>
          <ReportScorecard counts={countStatuses(rows)} />
        </Card.Body>
      </Card>
      {failure ? (
        <LoadFailure error={failure} />
      ) : factors.isLoading || findings.isLoading ? (
        <PageSpinner label="Loading report" />
      ) : rows.length === 0 ? (
        <p className="text-body-secondary">This category has no factors to report on yet.</p>
      ) : (
        <ReportTable rows={rows} />
      )}
    </section>
  );
};
