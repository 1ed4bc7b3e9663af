import 'react-bootstrap-typeahead/css/Typeahead.css';
import 'react-bootstrap-typeahead/css/Typeahead.bs5.css';
import { COUNTRIES, type Country } from '@georisk/contract/countries';
import { TYPEAHEAD } from '@georisk/contract/constants';
import Form from 'react-bootstrap/Form';
import { Typeahead, type RenderMenuProps } from 'react-bootstrap-typeahead';
import { CountryMenu } from './country-menu';

/** The form holds the choice as a list of one dial code (spec §3). */
const selectedOf = (phoneCode: string[]): Country[] => {
  const country = COUNTRIES.find((entry) => entry.dial_code === phoneCode[0]);
  return country ? [country] : [];
};

/**
 * Spec §2: a single-select typeahead over the country list, labelled by dial code. Typing a
 * country name finds it too, since many users do not know their code; the menu shows both.
 */
export const PhoneCodePicker = ({
  value,
  onChange,
}: {
  value: string[];
  onChange: (phoneCode: string[]) => void;
}) => (
  <Form.Group className="mb-3">
    <Form.Label htmlFor="phone-code">Phone Code</Form.Label>
    <Typeahead
      id="phone-code-menu"
      inputProps={{ id: 'phone-code', autoComplete: 'tel-country-code' }}
      options={COUNTRIES as Country[]}
      labelKey="dial_code"
      filterBy={['dial_code', 'name']}
      selected={selectedOf(value)}
      onChange={(chosen) => onChange(chosen.map((option) => (option as Country).dial_code))}
      emptyLabel={TYPEAHEAD.emptyLabel}
      maxResults={TYPEAHEAD.maxResults}
      paginationText={TYPEAHEAD.paginationText}
      maxHeight={TYPEAHEAD.maxHeight}
      placeholder="+1"
      renderMenu={(results, menuProps: RenderMenuProps) => (
        <CountryMenu results={results} menuProps={menuProps} />
      )}
    />
  </Form.Group>
);
