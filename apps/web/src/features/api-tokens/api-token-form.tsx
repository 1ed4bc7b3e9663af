import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  apiTokenFormSchema,
  type ApiTokenKind,
  type ApiTokenWithSecret,
} from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FieldNotes } from '../../components/form/field-state';
import { SelectField, TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useAddApiTokenMutation } from './api-tokens-api';

interface Values {
  name: string;
  kind: ApiTokenKind;
  scopes: string[];
  expires_in_days: string;
}
const EMPTY: Values = { name: '', kind: 'personal', scopes: [], expires_in_days: '30' };
const EXPIRIES = API_TOKEN_EXPIRY_DAYS.map((days) => ({
  value: String(days),
  label: days === 365 ? '1 year' : `${days} days`,
}));
const KINDS = [
  { value: 'personal', label: 'Personal: acts as you' },
  { value: 'company', label: "Company: acts within your company's data" },
];

/** Create a token: its name, whose it is, its scopes and its expiry (docs/rules/api-tokens.md). */
export const ApiTokenForm = ({
  offerCompany,
  show,
  onCreated,
}: {
  /** The caller owns or runs a company, so may make the company's tokens. */
  offerCompany: boolean;
  show: (text: string, variant?: 'success' | 'warning') => void;
  onCreated: (token: ApiTokenWithSecret) => void;
}) => {
  const [add, { isLoading }] = useAddApiTokenMutation();
  const form = useCheckedForm({
    schema: apiTokenFormSchema,
    initial: EMPTY,
    prepare: (v: Values) => ({ ...v, expires_in_days: Number(v.expires_in_days) }),
    warn: show,
    send: async (body) => {
      const reply = await add(body).unwrap();
      form.reset();
      show(reply.message, 'success');
      onCreated(reply.token);
    },
  });
  const scopes = form.field('scopes');
  const toggle = (scope: string, on: boolean) =>
    scopes.onChange(on ? [...scopes.value, scope] : scopes.value.filter((s) => s !== scope));
  const kind = form.field('kind');
  return (
    <Form
      noValidate
      onSubmit={form.submit}
      aria-label="Create an API token"
      className="border-top pt-3"
    >
      <h3 className="h6">Create a token</h3>
      <TextField label="Name" maxLength={200} {...form.field('name')} required />
      {offerCompany && (
        <SelectField
          label="Whose token"
          options={KINDS}
          {...kind}
          onChange={(value) => kind.onChange(value as ApiTokenKind)}
        />
      )}
      <fieldset
        className="mb-3"
        aria-describedby={scopes.error ? 'api-token-scopes-error' : undefined}
      >
        <legend className="form-label fs-6 mb-1">Scopes</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <Form.Check
            key={scope}
            id={`api-token-scope-${scope}`}
            label={
              <>
                <span className="font-monospace">{scope}</span>{' '}
                <span className="text-body-secondary">{API_TOKEN_SCOPE_LABELS[scope]}</span>
              </>
            }
            checked={scopes.value.includes(scope)}
            isInvalid={Boolean(scopes.error)}
            onChange={(change) => toggle(scope, change.target.checked)}
          />
        ))}
        <FieldNotes id="api-token-scopes" error={scopes.error} />
      </fieldset>
      <SelectField label="Expires after" options={EXPIRIES} {...form.field('expires_in_days')} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Creating...' : 'Create token'}
      </Button>
    </Form>
  );
};
