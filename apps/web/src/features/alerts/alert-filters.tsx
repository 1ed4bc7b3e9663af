import type { AlertListFilter, Branch } from '@georisk/contract';
import { RISK_LEVELS } from '@georisk/contract/constants';
import { countryName } from '@georisk/contract/countries-field';
import { ALERT_STATUSES } from '@georisk/contract/resources/exposure-alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { SelectField, type Option } from '../../components/form/form-fields';

export const STATUS_LABEL: Record<(typeof ALERT_STATUSES)[number], string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  dismissed: 'Dismissed',
  escalated: 'Escalated',
};

type Filter = Pick<AlertListFilter, 'status' | 'level' | 'branch_id' | 'country'>;

/** Status, level, branch and country: each applies as it is chosen (every choice is valid). */
export const AlertFilters = ({
  filter,
  branches,
  onChange,
}: {
  filter: Filter;
  branches: Branch[];
  onChange: (filter: Filter) => void;
}) => {
  const countries = [...new Set(branches.map((branch) => branch.country))].sort();
  // Each filter is a compact select whose empty choice is "Any <label>" and means "no filter".
  const select = (key: keyof Filter, label: string, options: Option[]) => (
    <Col xs={6} md={3}>
      <SelectField
        compact
        label={label}
        placeholder={`Any ${label.toLowerCase()}`}
        value={filter[key] ?? ''}
        onChange={(value) => onChange({ ...filter, [key]: value === '' ? undefined : value })}
        options={options}
      />
    </Col>
  );
  return (
    <Row as="form" aria-label="Filter the alerts" className="g-2 mb-3" role="search">
      {select(
        'status',
        'Status',
        ALERT_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] })),
      )}
      {select(
        'level',
        'Level',
        RISK_LEVELS.map((value) => ({ value, label: value })),
      )}
      {select(
        'branch_id',
        'Branch',
        branches.map((branch) => ({ value: branch.branch_id, label: branch.name })),
      )}
      {select(
        'country',
        'Country',
        countries.map((code) => ({ value: code, label: countryName(code) })),
      )}
    </Row>
  );
};
