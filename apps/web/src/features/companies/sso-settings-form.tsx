import { SSO_PATHS, SSO_ROLES, ssoSettingsSchema, type SsoSettings } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PasswordField } from '../../components/form/password-field';
import { SelectField, SwitchField, TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useSaveSsoMutation } from './companies-api';

const ROLE_OPTIONS = SSO_ROLES.map((role) => ({ value: role, label: role }));

/** Domains as typed: separated by commas, spaces or lines. */
const domainsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * The claim-to-role mapping as typed, one `value = role` a line. A line without `=` keeps an empty
 * role, which the contract refuses with the mapping's message.
 */
export const mappingOf = (text: string): Record<string, string> => {
  const mapping: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const at = line.lastIndexOf('=');
    if (at < 0) mapping[line.trim()] = '';
    else mapping[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return mapping;
};

const mappingText = (mapping: Record<string, string>) =>
  Object.entries(mapping)
    .map(([value, role]) => `${value} = ${role}`)
    .join('\n');

/** Where the provider sends people back; before the first save, this site's own address. */
const redirectUriOf = (settings: SsoSettings | null) =>
  settings?.redirect_uri ?? `${window.location.origin}/api/${SSO_PATHS.callback}`;

/**
 * The settings of the "Single sign-on" card (docs/rules/sso.md): checked by the contract's schema,
 * refusals shown through `show`. The client secret is write-only: left empty, the stored one stays.
 */
export const SsoSettingsForm = ({
  companyId,
  settings,
  show,
}: {
  companyId: string;
  settings: SsoSettings | null;
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const [save, { isLoading }] = useSaveSsoMutation();
  const form = useCheckedForm({
    schema: ssoSettingsSchema,
    initial: {
      issuer: settings?.issuer ?? '',
      client_id: settings?.client_id ?? '',
      client_secret: '',
      allowed_domains: settings?.allowed_domains.join(', ') ?? '',
      default_role: (settings?.default_role ?? 'member') as string,
      role_claim: settings?.role_claim ?? '',
      role_mapping: mappingText(settings?.role_mapping ?? {}),
      enabled: settings?.enabled ?? false,
      enforced: settings?.enforced ?? false,
    },
    prepare: (values) => ({
      company_id: companyId,
      ...values,
      client_secret: values.client_secret === '' ? undefined : values.client_secret,
      allowed_domains: domainsOf(values.allowed_domains),
      role_mapping: mappingOf(values.role_mapping),
    }),
    warn: show,
    send: async (body) => {
      const reply = await save(body).unwrap();
      show(reply.message, 'success');
    },
  });
  const secretStored = settings?.has_client_secret ?? false;
  return (
    <Form noValidate onSubmit={form.submit} aria-label="Single sign-on settings">
      <Form.Group className="mb-3" controlId="sso-redirect-uri">
        <Form.Label>Redirect URI to register at your identity provider</Form.Label>
        <Form.Control readOnly value={redirectUriOf(settings)} />
      </Form.Group>
      <TextField
        label="Issuer"
        type="url"
        placeholder="https://login.example.com"
        {...form.field('issuer')}
      />
      <TextField label="Client ID" autoComplete="off" {...form.field('client_id')} />
      <PasswordField
        id="sso-client-secret"
        label="Client secret"
        autoComplete="off"
        withRules={false}
        placeholder={
          secretStored
            ? 'A secret is stored; leave empty to keep it'
            : 'The secret your provider gave'
        }
        {...form.field('client_secret')}
        required={!secretStored}
      />
      <TextField
        label="Allowed domains"
        rows={2}
        hint="The e-mail domains of your people, separated by commas or new lines, e.g. example.com"
        {...form.field('allowed_domains')}
      />
      <SelectField label="Default role" options={ROLE_OPTIONS} {...form.field('default_role')} />
      <TextField
        label="Role claim (optional)"
        placeholder="groups"
        autoComplete="off"
        {...form.field('role_claim')}
      />
      <TextField
        label="Claim values to roles (optional)"
        rows={3}
        hint="One per line: claim value = admin, member or viewer. The highest mapped role wins."
        {...form.field('role_mapping')}
      />
      <SwitchField
        label="Enabled"
        hint={'People of these domains see "Sign in with your company" on the login screen.'}
        checked={form.values.enabled}
        onChange={(checked) => form.set('enabled', checked)}
      />
      <SwitchField
        label="Enforced"
        hint="Members may not log in with a password; platform staff keep theirs."
        checked={form.values.enforced}
        onChange={(checked) => form.set('enforced', checked)}
      />
      <Button type="submit" disabled={isLoading || form.busy}>
        {isLoading ? 'Saving...' : 'Save single sign-on'}
      </Button>
    </Form>
  );
};
