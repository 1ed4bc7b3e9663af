import 'react-bootstrap-typeahead/css/Typeahead.css';
import 'react-bootstrap-typeahead/css/Typeahead.bs5.css';
import { COUNTRIES, type Country } from '@georisk/contract/countries';
import { TYPEAHEAD } from '@georisk/contract/constants';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  FieldLabel,
  FieldNotes,
  fieldAria,
  type FieldState,
} from '../../components/form/field-state';
import { Typeahead, type RenderMenuProps } from 'react-bootstrap-typeahead';
import { CountryMenu } from './country-menu';

/** The form holds the choice as a list of one dial code. */
const selectedOf = (phoneCode: string[]): Country[] => {
  const country = COUNTRIES.find((entry) => entry.dial_code === phoneCode[0]);
  return country ? [country] : [];
};

/** The country whose dial code is exactly what was typed ("+49", or "49"), if any. */
export const exactDialCode = (typed: string): string | null => {
  const text = typed.trim();
  if (!text) return null;
  const code = text.startsWith('+') ? text : `+${text}`;
  return COUNTRIES.some((entry) => entry.dial_code === code) ? code : null;
};

/**
 * A single-select typeahead over the country list, labelled by dial code. Typing a
 * country name finds it too, since many users do not know their code; the menu shows both.
 * A dial code typed in full counts as chosen when the field is left, so "+49" needs no menu pick.
 * The placeholder names what to type rather than showing a code, which would look already chosen.
 */
export const PhoneCodePicker = ({
  value,
  onChange,
  error,
  required,
}: FieldState & {
  value: string[];
  onChange: (phoneCode: string[]) => void;
}) => {
  const [typed, setTyped] = useState('');
  const takeTypedCode = () => {
    const code = value.length === 0 ? exactDialCode(typed) : null;
    if (code) onChange([code]);
  };
  return (
    <Form.Group className="mb-3">
      <FieldLabel htmlFor="phone-code" required={required}>
        Phone Code
      </FieldLabel>
      <Typeahead
        id="phone-code-menu"
        isInvalid={Boolean(error)}
        inputProps={{
          id: 'phone-code',
          autoComplete: 'tel-country-code',
          ...fieldAria('phone-code', { error, required }),
        }}
        options={COUNTRIES as Country[]}
        labelKey="dial_code"
        filterBy={['dial_code', 'name']}
        selected={selectedOf(value)}
        onChange={(chosen) => onChange(chosen.map((option) => (option as Country).dial_code))}
        onInputChange={setTyped}
        onBlur={takeTypedCode}
        emptyLabel={TYPEAHEAD.emptyLabel}
        maxResults={TYPEAHEAD.maxResults}
        paginationText={TYPEAHEAD.paginationText}
        maxHeight={TYPEAHEAD.maxHeight}
        placeholder="Code or country"
        renderMenu={(results, menuProps: RenderMenuProps) => (
          <CountryMenu results={results} menuProps={menuProps} />
        )}
      />
      <FieldNotes id="phone-code" error={error} />
    </Form.Group>
  );
};
