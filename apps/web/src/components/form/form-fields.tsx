import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { Icon } from '../icon';
import { FieldLabel, FieldNotes, fieldAria, type FieldState } from './field-state';

interface FieldProps extends FieldState {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
}

/**
 * The one labelled input of the app's forms: a single line, or a textarea when `rows` is given.
 * `id` is for fields other code refers to (e.g. the e-mail of the auth screens); else one is made.
 */
export const TextField = ({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  required,
  rows,
  type = 'text',
  autoComplete,
  maxLength,
  inputMode,
  placeholder,
  list,
}: FieldProps & {
  id?: string;
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url' | 'datetime-local' | 'date' | 'month';
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  placeholder?: string;
  /** The id of a datalist whose options the input suggests. */
  list?: string;
}) => {
  const generated = useId();
  const controlId = id ?? generated;
  const input = {
    value,
    isInvalid: Boolean(error),
    ...fieldAria(controlId, { error, required }, Boolean(hint)),
    autoComplete,
    maxLength,
    inputMode,
    placeholder,
    list,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <FieldLabel required={required}>{label}</FieldLabel>
      {rows ? (
        <Form.Control as="textarea" rows={rows} {...input} />
      ) : (
        <Form.Control type={type} {...input} />
      )}
      <FieldNotes id={controlId} hint={hint} error={error} />
    </Form.Group>
  );
};

export interface Option {
  value: string;
  label: string;
}

/**
 * A labelled select; `placeholder` adds an empty first choice. `compact` is the small variant of
 * filter bars (small label and select, no bottom margin).
 */
export const SelectField = ({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  compact = false,
  hint,
  error,
  required,
}: FieldProps & { id?: string; options: Option[]; placeholder?: string; compact?: boolean }) => {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Form.Group className={compact ? undefined : 'mb-3'} controlId={controlId}>
      <FieldLabel required={required} className={compact ? 'small mb-1' : undefined}>
        {label}
      </FieldLabel>
      <Form.Select
        size={compact ? 'sm' : undefined}
        value={value}
        isInvalid={Boolean(error)}
        {...fieldAria(controlId, { error, required }, Boolean(hint))}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <FieldNotes id={controlId} hint={hint} error={error} />
    </Form.Group>
  );
};

/** The icon field with a live preview, so the admin sees whether the name is a real icon. */
export const IconField = ({ value, ...rest }: Omit<FieldProps, 'label' | 'hint'>) => (
  <TextField
    label="Icon"
    value={value}
    {...rest}
    hint={
      <>
        A Bootstrap Icons name such as <code>globe2</code>, or short text.
        {value.trim() && (
          <span className="ms-2">
            Preview: <Icon name={value.trim()} />
          </span>
        )}
      </>
    }
  />
);

/** The description textarea of the reference forms (3 rows). */
export const AboutField = (props: Omit<FieldProps, 'label' | 'hint'>) => (
  <TextField label="About" rows={3} {...props} />
);

/** An on/off field; `hint` says what switching it on means. */
export const SwitchField = ({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const id = useId();
  return (
    <Form.Group className="mb-3">
      <Form.Check
        type="switch"
        role="switch"
        id={id}
        label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
};

export const ActiveSwitch = (props: { checked: boolean; onChange: (checked: boolean) => void }) => (
  <SwitchField label="Active" {...props} />
);

interface DescribedValues {
  icon: string;
  about: string;
  is_active: boolean;
}

/** The icon, about and active fields every reference form ends with, bound to its form state. */
export const DescriptionFields = <V extends DescribedValues>({
  form,
}: {
  form: {
    values: V;
    set: <K extends keyof V>(key: K, value: V[K]) => void;
    stateOf: (key: keyof V) => FieldState;
  };
}) => (
  <>
    <IconField
      value={form.values.icon}
      onChange={(value) => form.set('icon', value as V['icon'])}
      {...form.stateOf('icon')}
    />
    <AboutField
      value={form.values.about}
      onChange={(value) => form.set('about', value as V['about'])}
      {...form.stateOf('about')}
    />
    <ActiveSwitch
      checked={form.values.is_active}
      onChange={(value) => form.set('is_active', value as V['is_active'])}
    />
  </>
);
