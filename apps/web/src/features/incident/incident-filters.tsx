import { INCIDENT_STATUSES } from '@georisk/contract';
import Form from 'react-bootstrap/Form';
import { SearchBox } from '../../components/search-box';

export interface MyIncidentFilter {
  q: string;
  status: string;
}

/** Search the text of one's own requests and narrow them to one status. */
export const IncidentFilters = ({
  filter,
  onChange,
}: {
  filter: MyIncidentFilter;
  onChange: (filter: MyIncidentFilter) => void;
}) => {
  return (
    <div className="d-flex flex-wrap gap-2 mb-2">
      <SearchBox
        label="Search my requests"
        initial={filter.q}
        size="sm"
        className="flex-grow-1"
        onSearch={(q) => onChange({ ...filter, q })}
      />
      <Form.Select
        size="sm"
        aria-label="Status"
        className="w-auto"
        value={filter.status}
        onChange={(event) => onChange({ ...filter, status: event.target.value })}
      >
        <option value="">Any status</option>
        {INCIDENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </Form.Select>
    </div>
  );
};
