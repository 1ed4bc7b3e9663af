import type { Incident } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { failureText } from '../../api/api';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { DeleteIncidentDialog } from './delete-incident-dialog';
import { useMyIncidentsQuery, useRemoveIncidentMutation } from './incident-api';
import { IncidentCard } from './incident-card';

const EMPTY_MESSAGE = 'You do not have registered any Incident Request with us. Please create One.';

/** The user's own requests as cards (spec §2), or the empty-state screen with a register button. */
export const IncidentList = ({
  userId,
  onAdd,
  onEdit,
  onReport,
  notify,
}: {
  userId: string;
  onAdd: () => void;
  onEdit: (incidentId: string) => void;
  onReport: (incidentId: string) => void;
  notify: (text: string, variant: 'warning' | 'success') => void;
}) => {
  const incidents = useMyIncidentsQuery(userId);
  const [remove, removal] = useRemoveIncidentMutation();
  const [doomed, setDoomed] = useState<Incident | null>(null);

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      // Success invalidates the list, so RTK Query fetches it again (spec §4).
      const reply = await remove(doomed.incident_id).unwrap();
      notify(reply.message, 'success');
    } catch (error) {
      notify(failureText(error), 'warning');
    }
    setDoomed(null);
  };

  if (incidents.error) {
    return <LoadFailure error={incidents.error} />;
  }
  if (!incidents.data) return <PageSpinner label="Loading incident requests" />;
  const empty = incidents.data.length === 0;
  return (
    <section aria-labelledby="incident-list-title">
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-3">
        <h1 id="incident-list-title" className="h3 mb-0">
          My Incident Requests
        </h1>
        {/* The empty-state screen carries its own register button. */}
        {!empty && (
          <Button onClick={onAdd}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            Add Incident Request
          </Button>
        )}
      </div>
      {empty && (
        <MessageScreen
          icon="chat-square-text"
          message={EMPTY_MESSAGE}
          actions={[{ label: 'Register Incident Request', onClick: onAdd }]}
        />
      )}
      <Row xs={1} md={2} className="g-3">
        {incidents.data.map((incident) => (
          <Col key={incident.incident_id}>
            <IncidentCard
              incident={incident}
              onReport={() => onReport(incident.incident_id)}
              onEdit={() => onEdit(incident.incident_id)}
              onDelete={() => setDoomed(incident)}
            />
          </Col>
        ))}
      </Row>
      <DeleteIncidentDialog
        incident={doomed}
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDoomed(null)}
      />
    </section>
  );
};
