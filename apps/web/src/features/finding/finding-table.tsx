import type { Incident } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../components/report/format-date';
import { IncidentStatusBadge } from '../../components/report/incident-status-badge';
import '../../components/report/stacked-table.css';
import './finding-table.css';

/** The table form of the incidents (spec §2): Customer Type, Query Type, Query and 'Report'. */
export const FindingTable = ({
  incidents,
  onOpen,
}: {
  incidents: Incident[];
  onOpen: (incident: Incident) => void;
}) => (
  <Table hover className="align-middle finding-table stacked-table">
    <thead>
      <tr>
        <th scope="col">Customer Type</th>
        <th scope="col">Query Type</th>
        <th scope="col">Query</th>
        <th scope="col">Status</th>
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
    <tbody>
      {incidents.map((incident) => (
        <tr key={incident.incident_id}>
          <td className="finding-customer-type">{incident.customerType}</td>
          <td className="finding-query-type">
            {incident.queryType.name}
            <div className="small text-body-secondary">{incident.queryType.categories.name}</div>
          </td>
          <td className="finding-query">
            {incident.query}
            <div className="small text-body-secondary">{formatDateTime(incident.created_at)}</div>
          </td>
          <td className="finding-status">
            <IncidentStatusBadge status={incident.status} />
          </td>
          <td className="finding-action text-end">
            <Button size="sm" onClick={() => onOpen(incident)}>
              Report
            </Button>
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
);
