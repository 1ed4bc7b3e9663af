import type { FieldState } from '../../components/form/field-state';
import { TextField } from '../../components/form/form-fields';

/** The e-mail input of the login, sign-up and forget forms. */
export const EmailField = (
  props: FieldState & { value: string; onChange: (value: string) => void },
) => <TextField id="email" label="Email" type="email" autoComplete="email" {...props} />;
