import { feedFormSchema, type FeedForm } from '@georisk/contract/resources/feeds';
import {
  GRADE_LABELS,
  SOURCE_GRADES,
  type SourceGrade,
} from '@georisk/contract/reliability-labels';
import Col from 'react-bootstrap/Col';
import { SelectField, SwitchField, TextField } from '../../components/form/form-fields';
import { RiskLevelField } from '../../components/form/risk-level-field';
import { AddRowForm, type AddRowFormProps } from './add-row-form';

const EMPTY: Required<FeedForm> = {
  url: '',
  name: '',
  defaultRiskLevel: 'Risk',
  everyItemIsAlert: false,
  is_active: true,
  grade: 'F',
};
/** The form always sends a grade (F for a new source unless the admin picks one). */
const GRADED = feedFormSchema.required({ grade: true });
const GRADES = SOURCE_GRADES.map((grade) => ({
  value: grade,
  label: `${grade}: ${GRADE_LABELS[grade]}`,
}));

/** Adds an RSS or Atom source. */
export const FeedSourceForm = (props: AddRowFormProps<Required<FeedForm>>) => (
  <AddRowForm
    {...props}
    label="Add a feed source"
    submitLabel="Add Source"
    submitColumn={{ md: 2 }}
    schema={GRADED}
    empty={EMPTY}
    fields={(form) => (
      <>
        <Col md={4}>
          <TextField label="Feed URL" type="url" {...form.field('url')} />
        </Col>
        <Col md={4}>
          <TextField label="Name" {...form.field('name')} />
        </Col>
        <Col md={4}>
          <RiskLevelField label="Default Risk Level" {...form.field('defaultRiskLevel')} />
        </Col>
        <Col md={4}>
          <SelectField
            label="Grade"
            options={GRADES}
            value={form.values.grade}
            onChange={(value) => form.set('grade', value as SourceGrade)}
          />
        </Col>
        <Col md={6}>
          <SwitchField
            label="Every item is an alert"
            hint="For a travel-advisory feed: items with no risk term take the default level. Off, they are Low Risk."
            checked={form.values.everyItemIsAlert}
            onChange={(checked) => form.set('everyItemIsAlert', checked)}
          />
        </Col>
      </>
    )}
  />
);
