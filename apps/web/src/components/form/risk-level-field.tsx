import { RISK_LEVELS, type RiskLevel } from '@georisk/contract/constants';
import type { FieldState } from './field-state';
import { SelectField } from './form-fields';

const options = RISK_LEVELS.map((level) => ({ value: level, label: level }));

/** A select of the product's risk levels, most severe first; `placeholder` adds an empty choice. */
export const RiskLevelField = ({
  label = 'Risk Level',
  value,
  onChange,
  placeholder,
  ...state
}: FieldState & {
  label?: string;
  value: string;
  onChange: (level: RiskLevel) => void;
  placeholder?: string;
}) => (
  <SelectField
    label={label}
    value={value}
    options={options}
    placeholder={placeholder}
    {...state}
    onChange={(level) => onChange(level as RiskLevel)}
  />
);
