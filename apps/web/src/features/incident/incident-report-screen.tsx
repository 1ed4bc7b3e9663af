import Button from 'react-bootstrap/Button';
import { PageSpinner } from '../../components/page-spinner';
import { IncidentReport } from '../../components/report/incident-report';
import { LoadFailure } from '../../components/report/load-failure';
import { useIncidentQuery } from './incident-api';

/** Report sub-view: the incident comes from incident/get, so a `?report=<id>` link works alone. */
export const IncidentReportScreen = ({
  incidentId,
  onBack,
}: {
  incidentId: string;
  onBack: () => void;
}) => {
  const incident = useIncidentQuery(incidentId);
  if (incident.error) {
    return (
      <>
        <LoadFailure error={incident.error} />
        <Button variant="outline-secondary" onClick={onBack}>
          Back
        </Button>
      </>
    );
  }
  if (!incident.data) return <PageSpinner label="Loading report" />;
  return <IncidentReport incident={incident.data} onBack={onBack} />;
};
