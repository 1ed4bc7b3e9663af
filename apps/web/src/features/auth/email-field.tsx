import { TextField } from '../../components/form/form-fields';

/** The e-mail input of the login, sign-up and forget forms. */
export const EmailField = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) => (
  <TextField
    id="email"
    label="Email"
    type="email"
    autoComplete="email"
    value={value}
    onChange={onChange}
  />
);
