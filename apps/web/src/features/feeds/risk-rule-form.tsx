import { RISK_LEVELS } from '@georisk/contract/constants';
import {
  riskRuleFormSchema,
  type RiskRuleForm as RuleValues,
} from '@georisk/contract/resources/feeds';
import { firstError } from '@georisk/contract/validate';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SelectField, TextField } from '../../components/crud/form-fields';

const EMPTY: RuleValues = { keyword: '', riskLevel: 'Severe' };
const LEVEL_OPTIONS = RISK_LEVELS.map((level) => ({ value: level, label: level }));

/** Adds a keyword rule; the contract's rules run first and the first failure is shown. */
export const RiskRuleForm = ({
  busy,
  onInvalid,
  onSubmit,
}: {
  busy: boolean;
  onInvalid: (message: string) => void;
  onSubmit: (values: RuleValues) => Promise<boolean>;
}) => {
  const [values, setValues] = useState(EMPTY);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = firstError(riskRuleFormSchema, values);
    if (error) return onInvalid(error);
    if (await onSubmit(riskRuleFormSchema.parse(values))) setValues(EMPTY);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Add a keyword rule">
      <Row className="g-3 align-items-end">
        <Col sm={6}>
          <TextField
            label="Keyword"
            value={values.keyword}
            onChange={(keyword) => setValues({ ...values, keyword })}
          />
        </Col>
        <Col sm={4}>
          <SelectField
            label="Risk Level"
            value={values.riskLevel}
            onChange={(riskLevel) =>
              setValues({ ...values, riskLevel: riskLevel as RuleValues['riskLevel'] })
            }
            options={LEVEL_OPTIONS}
          />
        </Col>
        <Col sm={2} className="mb-3">
          <Button type="submit" className="w-100" disabled={busy}>
            Add Rule
          </Button>
        </Col>
      </Row>
    </Form>
  );
};
