import { partnerFirmInsertSchema, type PartnerFirmInsert } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CountryPicker } from '../../components/form/country-picker';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';

interface Values {
  name: string;
  about: string;
  countries: string[];
  /** Typed as "en, fr": two-letter codes separated by commas or spaces. */
  languages: string;
}

const codes = (typed: string) =>
  typed
    .split(/[\s,]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);

/** A new partner firm: name, about, the countries and languages it covers. */
export const FirmForm = ({
  onSave,
  warn,
}: {
  onSave: (body: PartnerFirmInsert) => Promise<void>;
  warn: (text: string) => void;
}) => {
  const form = useCheckedForm({
    schema: partnerFirmInsertSchema,
    initial: { name: '', about: '', countries: [], languages: '' } as Values,
    prepare: (values) => ({ ...values, languages: codes(values.languages) }),
    send: onSave,
    warn,
  });
  return (
    <Form noValidate onSubmit={form.submit}>
      <TextField id="firm-name" label="Name" maxLength={200} {...form.field('name')} />
      <TextField id="firm-about" label="About" rows={3} maxLength={2000} {...form.field('about')} />
      <CountryPicker id="firm-countries" label="Countries" max={250} {...form.field('countries')} />
      <TextField
        id="firm-languages"
        label="Languages"
        hint="Two-letter codes separated by commas, like en, fr"
        {...form.field('languages')}
      />
      <Button type="submit" disabled={form.busy}>
        Add firm
      </Button>
    </Form>
  );
};
