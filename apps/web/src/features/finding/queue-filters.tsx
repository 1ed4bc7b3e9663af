import {
  COUNTRIES,
  CUSTOMER_TYPES,
  INCIDENT_STATUSES,
  type IncidentSearch,
} from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { SelectField, type Option } from '../../components/form/form-fields';
import { SearchBox } from '../../components/search-box';
import { useQueryTypeListQuery } from '../../api/query-type-list-api';

/** What the queue's filters hold; '' means "any". */
export interface QueueFilter {
  status: string;
  assigned_to: string;
  customerType: string;
  categories_id: string;
  queryType_id: string;
  /** One ISO code; sent as the list filter `countries` (requests naming it). */
  country: string;
  q: string;
}

export const NO_FILTER: QueueFilter = {
  status: '',
  assigned_to: '',
  customerType: '',
  categories_id: '',
  queryType_id: '',
  country: '',
  q: '',
};

/** The filters as the `incident/list` body: only those chosen, soonest due first. */
export const searchOf = ({ country, ...filter }: QueueFilter): IncidentSearch => ({
  sort: 'due',
  ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
  ...(country ? { countries: [country] } : {}),
});

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/**
 * Status, assignee ("Mine", "Unassigned"), customer type, category, query type and country, plus a text
 * search over the query; each change asks the server again from the first page.
 */
export const QueueFilters = ({
  filter,
  onChange,
}: {
  filter: QueueFilter;
  onChange: (filter: QueueFilter) => void;
}) => {
  const queryTypes = useQueryTypeListQuery({ limit: 500 }).data?.rows ?? [];
  const categories = [
    ...new Map(
      queryTypes.map((type) => [type.categories_id, type.categories.name] as const),
    ).entries(),
  ].map(([value, label]) => ({ value, label }));
  const listed = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  const choices: Array<{ key: keyof QueueFilter; label: string; any: string; options: Option[] }> =
    [
      { key: 'status', label: 'Status', any: 'Any status', options: listed(INCIDENT_STATUSES) },
      {
        key: 'assigned_to',
        label: 'Assignee',
        any: 'Anyone',
        options: [
          { value: 'me', label: 'Mine' },
          { value: 'none', label: 'Unassigned' },
        ],
      },
      {
        key: 'customerType',
        label: 'Customer type',
        any: 'Any customer',
        options: listed(CUSTOMER_TYPES),
      },
      { key: 'categories_id', label: 'Category', any: 'Any category', options: categories },
      {
        key: 'queryType_id',
        label: 'Query type',
        any: 'Any query type',
        // Narrowed to the chosen category's query types.
        options: queryTypes
          .filter((type) => !filter.categories_id || type.categories_id === filter.categories_id)
          .map((type) => ({ value: type.queryType_id, label: type.name })),
      },
      { key: 'country', label: 'Country', any: 'Any country', options: COUNTRY_OPTIONS },
    ];
  return (
    <div className="queue-filters mb-3">
      {/* Keyed by the search sent, so "Clear filters" empties the box too. */}
      <SearchBox
        key={filter.q}
        label="Search the requests"
        initial={filter.q}
        size="sm"
        className="mb-2"
        onSearch={(q) => onChange({ ...filter, q })}
      />
      <Row className="g-2">
        {choices.map(({ key, label, any, options }) => (
          <Col key={key} xs={6} md={4} xl={2}>
            <SelectField
              compact
              id={`queue-${key}`}
              label={label}
              placeholder={any}
              value={filter[key]}
              options={options}
              onChange={(value) => onChange({ ...filter, [key]: value })}
            />
          </Col>
        ))}
        <Col xs={6} md={4} xl={2} className="d-flex align-items-end">
          <Button
            size="sm"
            variant="outline-secondary"
            className="w-100"
            onClick={() => onChange(NO_FILTER)}
          >
            Clear filters
          </Button>
        </Col>
      </Row>
    </div>
  );
};
