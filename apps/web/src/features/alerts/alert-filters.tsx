import type { AlertListFilter, Branch } from '@georisk/contract';
import { RISK_LEVELS } from '@georisk/contract/constants';
import { countryName } from '@georisk/contract/countries-field';
import { ALERT_STATUSES } from '@georisk/contract/resources/exposure-alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { SelectField } from '../../components/form/form-fields';

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
  const set = (key: keyof Filter) => (value: string) =>
    onChange({ ...filter, [key]: value === '' ? undefined : value });
  return (
    <Row as="form" aria-label="Filter the alerts" className="g-2 mb-3" role="search">
      <Col xs={6} md={3}>
        <SelectField
          compact
          label="Status"
          placeholder="Any status"
          value={filter.status ?? ''}
          onChange={set('status')}
          options={ALERT_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }))}
        />
      </Col>
      <Col xs={6} md={3}>
        <SelectField
          compact
          label="Level"
          placeholder="Any level"
          value={filter.level ?? ''}
          onChange={set('level')}
          options={RISK_LEVELS.map((value) => ({ value, label: value }))}
        />
      </Col>
      <Col xs={6} md={3}>
        <SelectField
          compact
          label="Branch"
          placeholder="Any branch"
          value={filter.branch_id ?? ''}
          onChange={set('branch_id')}
          options={branches.map((branch) => ({ value: branch.branch_id, label: branch.name }))}
        />
      </Col>
      <Col xs={6} md={3}>
        <SelectField
          compact
          label="Country"
          placeholder="Any country"
          value={filter.country ?? ''}
          onChange={set('country')}
          options={countries.map((code) => ({ value: code, label: countryName(code) }))}
        />
      </Col>
    </Row>
  );
};
