import type { Incident } from '@georisk/contract';
import type { ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import { PageSpinner } from '../../components/page-spinner';
import { IncidentReport } from '../../components/report/incident-report';
import { LoadFailure } from '../../components/report/load-failure';
import { useIncidentQuery } from './incident-api';

/** What the app composes into a request priced on quote's report: its proposals. */
export type ProposalsSlot = ComponentType<{ incident: Incident }>;

/**
 * Report sub-view: the incident comes from incident/get, so a `?report=<id>` link works alone. A
 * request priced on quote shows its proposals below the brief (`Proposals`, from src/app).
 */
export const IncidentReportScreen = ({
  incidentId,
  onBack,
  Proposals,
}: {
  incidentId: string;
  onBack: () => void;
  Proposals?: ProposalsSlot;
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
  return (
    <IncidentReport incident={incident.data} onBack={onBack}>
      {Proposals && incident.data.quote && <Proposals incident={incident.data} />}
    </IncidentReport>
  );
};
