import {
  riskRuleFormSchema,
  type RiskRuleForm as RuleValues,
} from '@georisk/contract/resources/feeds';
import Col from 'react-bootstrap/Col';
import { TextField } from '../../components/form/form-fields';
import { RiskLevelField } from '../../components/form/risk-level-field';
import { AddRowForm, type AddRowFormProps } from './add-row-form';

const EMPTY: RuleValues = { keyword: '', riskLevel: 'Severe' };

/** Adds a keyword rule. */
export const RiskRuleForm = (props: AddRowFormProps<RuleValues>) => (
  <AddRowForm
    {...props}
    label="Add a keyword rule"
    submitLabel="Add Rule"
    submitColumn={{ sm: 2 }}
    schema={riskRuleFormSchema}
    empty={EMPTY}
    fields={(form) => (
      <>
        <Col sm={6}>
          <TextField label="Keyword" {...form.field('keyword')} />
        </Col>
        <Col sm={4}>
          <RiskLevelField {...form.field('riskLevel')} />
        </Col>
      </>
    )}
  />
);
