import {
  partnerFirmInsertSchema,
  type PartnerFirm,
  type PartnerFirmInsert,
} from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CountryPicker } from '../../components/form/country-picker';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { FirmCategories } from './firm-categories';

interface Values {
  name: string;
  about: string;
  countries: string[];
  categories: string[];
  /** Typed as "en, fr": two-letter codes separated by commas or spaces. */
  languages: string;
}

const EMPTY: Values = { name: '', about: '', countries: [], categories: [], languages: '' };

const valuesOf = (firm: PartnerFirm): Values => ({
  name: firm.name,
  about: firm.about,
  countries: firm.countries,
  categories: firm.categories.map((category) => category.categories_id),
  languages: firm.languages.join(', '),
});

const codes = (typed: string) =>
  typed
    .split(/[\s,]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);

/**
 * A partner firm's name, about, and the countries, categories and languages it covers: empty to
 * add a firm, filled from `editing` to change one (the parent remounts it, `key`, to switch).
 */
export const FirmForm = ({
  editing = null,
  onSave,
  onCancel,
  warn,
}: {
  editing?: PartnerFirm | null;
  onSave: (body: PartnerFirmInsert) => Promise<void>;
  onCancel?: () => void;
  warn: (text: string) => void;
}) => {
  const form = useCheckedForm({
    schema: partnerFirmInsertSchema,
    initial: editing ? valuesOf(editing) : EMPTY,
    prepare: (values) => ({ ...values, languages: codes(values.languages) }),
    send: onSave,
    warn,
  });
  return (
    <Form noValidate onSubmit={form.submit}>
      <TextField id="firm-name" label="Name" maxLength={200} {...form.field('name')} />
      <TextField id="firm-about" label="About" rows={3} maxLength={2000} {...form.field('about')} />
      <CountryPicker id="firm-countries" label="Countries" max={250} {...form.field('countries')} />
      <FirmCategories
        value={form.values.categories}
        onChange={(ids) => form.set('categories', ids)}
      />
      <TextField
        id="firm-languages"
        label="Languages"
        hint="Two-letter codes separated by commas, like en, fr"
        {...form.field('languages')}
      />
      <div className="d-flex gap-2">
        <Button type="submit" disabled={form.busy}>
          {editing ? 'Save firm' : 'Add firm'}
        </Button>
        {editing && onCancel && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
};
