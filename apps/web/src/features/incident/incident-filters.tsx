import { INCIDENT_SCOPES, INCIDENT_STATUSES } from '@georisk/contract';
import Form from 'react-bootstrap/Form';
import { SearchBox } from '../../components/search-box';
import type { Option } from '../../components/form/form-fields';

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

/** A small select named for screen readers only; its first choice (`any`) is "no filter". */
const InlineSelect = ({
  label,
  value,
  onChange,
  any,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  any: string;
  options: Option[];
}) => (
  <Form.Select
    size="sm"
    aria-label={label}
    className="w-auto"
    value={value}
    onChange={(event) => onChange(event.target.value)}
  >
    <option value="">{any}</option>
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </Form.Select>
);

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
      <InlineSelect
        label="Status"
        value={filter.status}
        onChange={(status) => onChange({ ...filter, status })}
        any="Any status"
        options={INCIDENT_STATUSES.map((status) => ({ value: status, label: status }))}
      />
      {company && (
        <InlineSelect
          label="Whose requests"
          value={filter.scope}
          onChange={(scope) => onChange({ ...filter, scope })}
          any="All I can read"
          options={INCIDENT_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))}
        />
      )}
    </div>
  );
};
