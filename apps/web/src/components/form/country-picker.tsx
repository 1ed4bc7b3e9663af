import 'react-bootstrap-typeahead/css/Typeahead.css';
import 'react-bootstrap-typeahead/css/Typeahead.bs5.css';
import { COUNTRIES, type Country } from '@georisk/contract/countries';
import { TYPEAHEAD } from '@georisk/contract/constants';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldLabel, FieldNotes, fieldAria, type FieldState } from './field-state';
import { Typeahead } from 'react-bootstrap-typeahead';

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/**
 * Choose countries by name (several, up to `max`): the request or article is about them
 * (docs/rules/geography.md). The value is the list of ISO codes.
 */
export const CountryPicker = ({
  id,
  label,
  value,
  max,
  onChange,
  error,
  required,
}: FieldState & {
  id: string;
  label: string;
  value: string[];
  max: number;
  onChange: (codes: string[]) => void;
}) => {
  // The typeahead marks its multiple-choice input `aria-multiselectable`, which ARIA does not allow
  // on a combobox (axe: aria-allowed-attr); the chosen countries are announced as tokens anyway.
  // The prop never changes, so React does not put it back once removed after each render.
  useEffect(() => {
    document.getElementById(id)?.removeAttribute('aria-multiselectable');
  });
  return (
    <Form.Group className="mb-3">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Typeahead
        id={`${id}-menu`}
        multiple
        isInvalid={Boolean(error)}
        inputProps={{ id, ...fieldAria(id, { error, required }, true) }}
        options={COUNTRIES as Country[]}
        labelKey="name"
        selected={value.flatMap((code) => BY_CODE.get(code) ?? [])}
        onChange={(chosen) => onChange(chosen.slice(0, max).map((c) => (c as Country).code))}
        emptyLabel={TYPEAHEAD.emptyLabel}
        maxResults={TYPEAHEAD.maxResults}
        paginationText={TYPEAHEAD.paginationText}
        maxHeight={TYPEAHEAD.maxHeight}
        placeholder="Type a country name"
      />
      <FieldNotes id={id} hint={`Optional, at most ${max}.`} error={error} />
    </Form.Group>
  );
};
