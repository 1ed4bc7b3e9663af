import { INCIDENT_SCOPES, INCIDENT_STATUSES } from '@georisk/contract';
import Form from 'react-bootstrap/Form';
import { SearchBox } from '../../components/search-box';

export interface MyIncidentFilter {
  q: string;
  status: string;
  /** '' (everything the reader may read), or one of INCIDENT_SCOPES. */
  scope: string;
}

const SCOPE_LABELS: Record<(typeof INCIDENT_SCOPES)[number], string> = {
  mine: 'Filed by me',
  company: 'My company',
};

/**
 * Search the text of the requests one reads, narrow them to one status and, for a company
 * member (`company` set), to those they filed or their company's.
 */
export const IncidentFilters = ({
  filter,
  onChange,
  company,
}: {
  filter: MyIncidentFilter;
  onChange: (filter: MyIncidentFilter) => void;
  company?: boolean;
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
      {company && (
        <Form.Select
          size="sm"
          aria-label="Whose requests"
          className="w-auto"
          value={filter.scope}
          onChange={(event) => onChange({ ...filter, scope: event.target.value })}
        >
          <option value="">All I can read</option>
          {INCIDENT_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {SCOPE_LABELS[scope]}
            </option>
          ))}
        </Form.Select>
      )}
    </div>
  );
};
