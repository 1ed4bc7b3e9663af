import { countryName } from '@georisk/contract/countries-field';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { PDF_PATHS } from '@georisk/contract/resources/pdf';
import { DownloadButton } from '../../components/download-button';
import { RiskBadge, RiskHeadline } from '../../components/risk-badge';
import { stopSpan } from './local-time';
import { TripDecision } from './trip-decision';
import { TripStatus } from './trip-status';
import { useTripBriefQuery } from './schedule-api';
import './trip-brief.css';

/**
 * A trip's pre-trip brief, printable (docs/rules/schedule.md, "Brief"); an owner or admin reading
 * a waiting trip's brief decides on it here.
 */
export const TripBrief = ({
  tripId,
  close,
  canManage,
  show,
}: {
  tripId: string;
  close: () => void;
  canManage: boolean;
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const { data: brief } = useTripBriefQuery(tripId);
  if (!brief) return <p>Loading the brief...</p>;
  return (
    <section className="trip-brief" aria-labelledby="brief-title">
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3 no-print">
        <Button variant="outline-secondary" size="sm" onClick={close}>
          Back to the schedule
        </Button>
        <Button size="sm" onClick={() => window.print()}>
          Print the brief
        </Button>
        <DownloadButton path={PDF_PATHS.trip} body={{ trip_id: tripId }} size="sm" />
      </div>
      <h2 id="brief-title" className="h4">
        Pre-trip brief: {brief.trip.purpose}
      </h2>
      <p className="text-break">
        {brief.trip.traveller.name} ({brief.trip.traveller.email}){' '}
        <TripStatus status={brief.trip.status} />
      </p>
      {canManage && brief.trip.status === 'pending_approval' && (
        <div className="d-flex gap-2 flex-wrap mb-3 no-print">
          <TripDecision trip={brief.trip} show={show} />
        </div>
      )}
      {brief.segments.map((stop, i) => (
        <Card key={stop.segment.from_utc} className="mb-3">
          <Card.Body>
            <h3 className="h5">
              Stop {i + 1}: {stop.segment.place_name ? `${stop.segment.place_name}, ` : ''}
              {countryName(stop.segment.country)}
            </h3>
            <p className="mb-2">{stopSpan(stop.segment)}</p>
            <p>
              Risk level: {stop.level ? <RiskBadge level={stop.level} /> : 'no recent signals'}
              {stop.advisory?.override_level && (
                <>
                  {' '}
                  · your company: <RiskBadge level={stop.advisory.override_level} />
                </>
              )}
            </p>
            {stop.reasons.length > 0 && (
              <>
                <h4 className="h6">Why</h4>
                <ul>
                  {stop.reasons.map((reason) => (
                    <li key={`${reason.at}-${reason.title}`}>
                      {reason.level}: {reason.title}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {stop.advisory && (
              <>
                <h4 className="h6">Company advisory</h4>
                <p className="text-pre-wrap">{stop.advisory.text}</p>
                {stop.advisory.emergency_contacts && (
                  <p className="text-pre-wrap">
                    <strong>Emergency contacts:</strong> {stop.advisory.emergency_contacts}
                  </p>
                )}
              </>
            )}
            <h4 className="h6">News within 100 km (last 14 days)</h4>
            {stop.nearby.length === 0 ? (
              <p className="text-body-secondary">None.</p>
            ) : (
              <ul>
                {stop.nearby.map((article) => (
                  <li key={article.articles_id}>
                    <RiskHeadline article={article} /> ({article.place},{' '}
                    {Math.round(article.distance_km)} km)
                  </li>
                ))}
              </ul>
            )}
            {stop.findings.length > 0 && (
              <>
                <h4 className="h6">Your company&apos;s answered requests</h4>
                <ul>
                  {stop.findings.map((finding) => (
                    <li key={finding.incident_id}>{finding.query}</li>
                  ))}
                </ul>
              </>
            )}
          </Card.Body>
        </Card>
      ))}
    </section>
  );
};
