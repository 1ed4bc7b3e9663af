import { advisoryFormSchema, type Advisory, type AdvisoryForm as Body } from '@georisk/contract';
import { COUNTRIES } from '@georisk/contract/countries';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormActions } from '../../components/form/form-actions';
import { SelectField, TextField } from '../../components/form/form-fields';
import { RiskLevelField } from '../../components/form/risk-level-field';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useUpsertAdvisoryMutation } from './schedule-api';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

interface Values {
  country: string;
  text: string;
  override_level: string;
  emergency_contacts: string;
}

/**
 * A company's advisory for one country: its text, an optional level of its own (shown beside
 * GeoRisk's and used for approvals), and the emergency contacts there. One per country: saving
 * a country's advisory again replaces it, so the country is fixed when changing one.
 */
export const AdvisoryForm = ({
  editing,
  done,
  show,
}: {
  editing: Advisory | null;
  done: () => void;
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const [upsert, { isLoading }] = useUpsertAdvisoryMutation();
  const form = useCheckedForm<Values, Body>({
    schema: advisoryFormSchema,
    initial: {
      country: editing?.country ?? '',
      text: editing?.text ?? '',
      override_level: editing?.override_level ?? '',
      emergency_contacts: editing?.emergency_contacts ?? '',
    },
    prepare: (values) => ({ ...values, override_level: values.override_level || null }),
    warn: show,
    send: async (body) => {
      show((await upsert(body).unwrap()).message, 'success');
      done();
    },
  });
  const title = editing ? 'Change the advisory' : 'Add an advisory';
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h3 className="h6">{title}</h3>
        <Form noValidate onSubmit={form.submit} aria-label={title}>
          {editing ? (
            <p>
              Country:{' '}
              <strong>{COUNTRY_OPTIONS.find((c) => c.value === editing.country)?.label}</strong>
            </p>
          ) : (
            <SelectField
              label="Country"
              placeholder="Choose..."
              options={COUNTRY_OPTIONS}
              {...form.field('country')}
            />
          )}
          <TextField label="Advice to travellers" rows={4} {...form.field('text')} />
          <RiskLevelField
            label="Our level (optional)"
            placeholder="None: GeoRisk's level applies"
            {...form.field('override_level')}
          />
          <TextField
            label="Emergency contacts (optional)"
            rows={3}
            {...form.field('emergency_contacts')}
          />
          <FormActions busy={isLoading} onCancel={done} />
        </Form>
      </Card.Body>
    </Card>
  );
};
