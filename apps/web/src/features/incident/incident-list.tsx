import type { Incident, IncidentScope, IncidentStatus } from '@georisk/contract';
import { useSearchParams } from 'react-router';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { failureText } from '../../api/api';
import { BannerSlot, type BannerMessage } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { useListLoadBanner } from '../../hooks/use-list-load-banner';
import { DeleteIncidentDialog } from './delete-incident-dialog';
import { useMyCompany } from '../../api/my-company-api';
import { useIncidentListQuery } from '../../api/incident-list-api';
import { mayChangeRequest } from '../../lib/request-access';
import { useRemoveIncidentMutation } from './incident-api';
import { IncidentCard } from './incident-card';
import { IncidentFilters, type MyIncidentFilter } from './incident-filters';

const EMPTY_MESSAGE = 'You do not have registered any Incident Request with us. Please create One.';

/**
 * The requests the user reads (their own and, in a company, their company's) as cards, or the empty-state screen with a register button. Above them
 * sits the manager's banner (a save's or delete's outcome) or else the list-load banner.
 */
export const IncidentList = ({
  userId,
  onAdd,
  onEdit,
  onReport,
  notify,
  banner,
}: {
  userId: string;
  onAdd: () => void;
  onEdit: (incidentId: string) => void;
  onReport: (incidentId: string) => void;
  notify: (text: string, variant: 'warning' | 'success') => void;
  banner: BannerMessage | null;
}) => {
  // The filter lives in the URL, so it survives opening a report and coming Back.
  const [params, setParams] = useSearchParams();
  const filter: MyIncidentFilter = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    scope: params.get('scope') ?? '',
  };
  const setFilter = (next: MyIncidentFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next))
          if (value) updated.set(key, value);
          else updated.delete(key);
        return updated;
      },
      { replace: true },
    );
  const filtered = filter.q !== '' || filter.status !== '' || filter.scope !== '';
  // The server answers what the reader may read: their requests and their company's.
  const search = {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.status ? { status: filter.status as IncidentStatus } : {}),
    ...(filter.scope ? { scope: filter.scope as IncidentScope } : {}),
  };
  const company = useMyCompany();
  const incidents = useIncidentListQuery({ ...search, limit: 500 });
  const loadBanner = useListLoadBanner(incidents, JSON.stringify(search), banner !== null);
  const [remove, removal] = useRemoveIncidentMutation();
  const [doomed, setDoomed] = useState<Incident | null>(null);

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      // Success invalidates the list, so RTK Query fetches it again (quietly: no list-load banner).
      const reply = await remove(doomed.incident_id).unwrap();
      notify(reply.message, 'success');
    } catch (error) {
      notify(failureText(error), 'warning');
    }
    setDoomed(null);
  };

  const rows = incidents.data?.incidents;
  const empty = rows?.length === 0 && !filtered;
  const body = () => {
    if (incidents.error) return <LoadFailure error={incidents.error} />;
    if (!rows) return <PageSpinner label="Loading incident requests" />;
    if (rows.length === 0 && filtered)
      return (
        <MessageScreen
          icon="search"
          message="None of your requests matches this search."
          actions={[
            { label: 'Show all', onClick: () => setFilter({ q: '', status: '', scope: '' }) },
          ]}
        />
      );
    if (empty)
      return (
        <MessageScreen
          icon="chat-square-text"
          message={EMPTY_MESSAGE}
          actions={[{ label: 'Register Incident Request', onClick: onAdd }]}
        />
      );
    return (
      <Row xs={1} md={2} className="g-3">
        {rows.map((incident) => (
          <Col key={incident.incident_id}>
            <IncidentCard
              incident={incident}
              mayChange={mayChangeRequest(incident, userId, company)}
              onReport={() => onReport(incident.incident_id)}
              onEdit={() => onEdit(incident.incident_id)}
              onDelete={() => setDoomed(incident)}
            />
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <section aria-labelledby="incident-list-title">
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-3">
        <h1 id="incident-list-title" className="h3 mb-0">
          Incident Requests
        </h1>
        {/* The empty-state screen carries its own register button. */}
        {rows && !empty && (
          <Button onClick={onAdd}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            Add Incident Request
          </Button>
        )}
      </div>
      {rows && !empty && (
        <IncidentFilters
          key={filter.q}
          filter={filter}
          onChange={setFilter}
          company={company !== null}
        />
      )}
      {/* Rendered while loading too, so a save's outcome shows at once. */}
      <BannerSlot banner={banner ?? loadBanner} />
      {body()}
      <DeleteIncidentDialog
        incident={doomed}
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDoomed(null)}
      />
    </section>
  );
};
