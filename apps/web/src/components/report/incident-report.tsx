import type { Incident } from '@georisk/contract';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { PDF_PATHS } from '@georisk/contract/resources/pdf';
import { DownloadButton } from '../download-button';
import { PageSpinner } from '../page-spinner';
import { formatDateTime } from '../../lib/format-date';
import { CountryNames } from '../country-names';
import { countStatuses, redFirst, reportRows, revisionRows } from './finding-status';
import { IncidentStatusBadge } from './incident-status-badge';
import { LoadFailure } from './load-failure';
import { NewDevelopments, StaleBadge } from './new-developments';
import { useFindingHistoryQuery } from './report-api';
import { useFactorListQuery } from '../../api/factor-list-api';
import { useFindingListQuery } from '../../api/finding-list-api';
import { ReportAwaiting } from './report-awaiting';
import { ConversationThread } from '../conversation/conversation-thread';
import { AttachmentsCard } from '../attachments/attachments-card';
import { useMyCompany } from '../../api/my-company-api';
import { mayChangeRequest, mayWriteOnRequest } from '../../lib/request-access';
import { useAppSelector } from '../../lib/store';
import { selectUserId } from '../../session/login-slice';
import { ReportScorecard } from './report-scorecard';
import { ReportTable } from './report-table';
import { RevisionPicker } from './revision-picker';
import './report-print.css';

/**
 * The finding report of one incident: its question, date and scorecard, the analyst's
 * summary, name and publication date, then the factors of its category with the responses, Red
 * first, each with its change since the previous revision; the conversation below. Before the first
 * answer it says who has it and when to expect it instead. Prints as a one-page brief.
 */
export const IncidentReport = ({
  incident,
  onBack,
  children,
}: {
  incident: Incident;
  onBack: () => void;
  /** Shown below the brief: a request's proposals, composed by the app (src/app). */
  children?: ReactNode;
}) => {
  const categoryId = incident.queryType.categories_id;
  const factors = useFactorListQuery({ categories_id: categoryId, limit: 500 });
  const findings = useFindingListQuery({ incident_id: incident.incident_id });
  const answered = incident.revision > 0;
  const history = useFindingHistoryQuery(incident.incident_id, { skip: !answered });
  const selfId = useAppSelector(selectUserId) ?? '';
  // Only a company's request needs the reader's role in it (viewers read but do not write).
  const company = useMyCompany(incident.company !== null);
  // An earlier revision the reader picked; null follows the latest, even as a new one arrives.
  const [picked, setPicked] = useState<number | null>(null);
  const [openedAt] = useState(() => new Date().toISOString());
  const revisions = history.data ?? [];
  const latest = revisions[0];
  const earlier = picked !== null && picked !== latest?.revision ? picked : null;
  const shown = revisions.find((entry) => entry.revision === earlier) ?? latest;
  const answers =
    earlier === null
      ? (findings.data ?? [])
      : revisionRows(revisions, earlier, incident.incident_id);
  const failure = factors.error ?? findings.error;
  const rows = redFirst(reportRows(factors.data?.rows ?? [], answers, categoryId));
  const answeredAt = latest?.published_at ?? findings.data?.[0]?.created_at;
  return (
    <section className="incident-report" aria-labelledby="report-title">
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3 d-print-none">
        <Button variant="outline-secondary" onClick={onBack}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          Back
        </Button>
        {answered && (
          <div className="d-flex flex-wrap gap-2">
            <DownloadButton path={PDF_PATHS.report} body={{ incident_id: incident.incident_id }} />
            <Button variant="primary" onClick={() => window.print()}>
              <i className="bi bi-printer me-1" aria-hidden="true" />
              Print / Save as PDF
            </Button>
          </div>
        )}
      </div>
      <p className="d-none d-print-block small report-print-header">
        GeoRisk risk intelligence · printed {formatDateTime(openedAt)}
      </p>
      <Card className="shadow-sm mb-3 report-brief">
        <Card.Body>
          <p className="text-uppercase small text-body-secondary mb-1">
            GeoRisk finding report · {incident.queryType.categories.name}
          </p>
          <h1 id="report-title" className="h4">
            {incident.queryType.name}
          </h1>
          <p className="lead report-question mb-2">{incident.query}</p>
          {incident.countries.length > 0 && (
            <p className="mb-2">
              <CountryNames codes={incident.countries} />
            </p>
          )}
          {incident.company && (
            <p className="small mb-2">
              <i className="bi bi-building me-1" aria-hidden="true" />
              Shared with {incident.company.name}
              {incident.filed_by && <> · filed by {incident.filed_by.name}</>}
            </p>
          )}
          <p className="small text-body-secondary mb-3">
            {incident.customerType} · asked {formatDateTime(incident.created_at)}
            {answeredAt && <> · answered {formatDateTime(answeredAt)}</>} ·{' '}
            <IncidentStatusBadge status={incident.status} />
            {incident.stale && (
              <>
                {' '}
                <StaleBadge />
              </>
            )}
          </p>
          {answered ? (
            <>
              <ReportScorecard counts={countStatuses(rows)} />
              {shown && (
                <div className="report-summary mt-3">
                  {shown.summary && <p className="mb-1 report-summary-text">{shown.summary}</p>}
                  <p className="small text-body-secondary mb-0">
                    {shown.published_by.name} · {formatDateTime(shown.published_at)}
                    {revisions.length > 1 && <> · revision {shown.revision}</>}
                    {earlier !== null && <> of {latest?.revision}</>}
                  </p>
                </div>
              )}
              <RevisionPicker
                revisions={revisions}
                shown={shown?.revision ?? 0}
                onChoose={setPicked}
              />
            </>
          ) : (
            <ReportAwaiting incident={incident} />
          )}
        </Card.Body>
      </Card>
      {children}
      {incident.stale && <NewDevelopments incidentId={incident.incident_id} />}
      {failure ? (
        <LoadFailure error={failure} />
      ) : factors.isLoading || findings.isLoading ? (
        <PageSpinner label="Loading report" />
      ) : rows.length === 0 ? (
        <p className="text-body-secondary">This category has no factors to report on yet.</p>
      ) : (
        <ReportTable rows={rows} />
      )}
      <AttachmentsCard
        incidentId={incident.incident_id}
        attachTo={
          incident.status === 'Submitted' && mayChangeRequest(incident, selfId, company)
            ? { parent: 'incident', parentId: incident.incident_id }
            : undefined
        }
      />
      <ConversationThread
        incidentId={incident.incident_id}
        selfId={selfId}
        canWrite={mayWriteOnRequest(incident, selfId, company)}
      />
    </section>
  );
};
