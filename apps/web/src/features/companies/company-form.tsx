import { COMPANY_KINDS, companyFormSchema, type Company } from '@georisk/contract';
import { COUNTRIES } from '@georisk/contract/countries';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Banner, useBanner } from '../../components/banner';
import { SelectField, TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useCreateCompanyMutation } from './companies-api';

const KINDS = COMPANY_KINDS.map((kind) => ({ value: kind, label: kind }));
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/** "Create a company": a customer without one becomes its owner. */
export const CompanyForm = ({ onCreated }: { onCreated: (company: Company) => void }) => {
  const { banner, show } = useBanner();
  const [create, { isLoading }] = useCreateCompanyMutation();
  const form = useCheckedForm({
    schema: companyFormSchema,
    initial: { name: '', kind: '', country: '', domain: '' },
    warn: show,
    send: async (body) => onCreated((await create(body).unwrap()).company),
  });
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5">Create a company</h2>
        <p className="text-body-secondary">
          You will be its owner, and can then invite your colleagues by e-mail.
        </p>
        <Banner banner={banner} />
        <Form noValidate onSubmit={form.submit}>
          <TextField label="Company name" autoComplete="organization" {...form.field('name')} />
          <SelectField
            label="Kind"
            options={KINDS}
            placeholder="Choose..."
            {...form.field('kind')}
          />
          <SelectField
            label="Country"
            options={COUNTRY_OPTIONS}
            placeholder="Choose..."
            {...form.field('country')}
          />
          <TextField
            label="Domain (optional)"
            placeholder="example.com"
            {...form.field('domain')}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Creating...' : 'Create company'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
};
