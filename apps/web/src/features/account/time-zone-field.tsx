import { timeZones } from '@georisk/contract';
import { useId } from 'react';
import { TextField } from '../../components/form/form-fields';
import type { FieldState } from '../../components/form/field-state';

/** The zone this browser runs in: the first completion's proposal. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A text input that suggests the IANA zones as one types (a datalist), checked by the contract. */
export const TimeZoneField = (
  props: FieldState & { value: string; onChange: (value: string) => void },
) => {
  const listId = useId();
  return (
    <>
      <TextField
        label="Time zone"
        list={listId}
        autoComplete="off"
        hint="Type to search, for example Europe/Paris or America/New_York."
        {...props}
      />
      <datalist id={listId}>
        {timeZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
};
