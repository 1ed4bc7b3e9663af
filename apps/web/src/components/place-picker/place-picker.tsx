import 'react-bootstrap-typeahead/css/Typeahead.css';
import 'react-bootstrap-typeahead/css/Typeahead.bs5.css';
import './place-picker.css';
import { TYPEAHEAD } from '@georisk/contract/constants';
import { placeLabel, type ArticlePlace, type Place } from '@georisk/contract/resources/place';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { AsyncTypeahead } from 'react-bootstrap-typeahead';
import { useLazyPlaceSearchQuery } from '../../api/place-api';
import { FieldLabel, FieldNotes, fieldAria, type FieldState } from '../form/field-state';

/** A chosen city: what an article stores ({name, country, lat, lon}); a search result is one too. */
export type PickedPlace = ArticlePlace & Partial<Pick<Place, 'place_id' | 'population'>>;

export interface PlacePickerProps extends FieldState {
  id: string;
  label: string;
  value: PickedPlace[];
  onChange: (places: PickedPlace[]) => void;
  /** Several cities (an article's places) or one (a branch's city). */
  multiple?: boolean;
  /** How many cities at most when `multiple`. */
  max?: number;
  /** Search within one country (ISO code). */
  country?: string | undefined;
  hint?: string;
}

const sameCity = (a: PickedPlace, b: PickedPlace) => a.name === b.name && a.country === b.country;

/**
 * Pick cities by name from the gazetteer as the user types (accents and case ignored), most
 * populous first; each shows as "City, CC". An accessible combobox (react-bootstrap-typeahead):
 * arrows move through the suggestions, Enter picks one, Backspace removes the last chosen city.
 */
export const PlacePicker = ({
  id,
  label,
  value,
  onChange,
  multiple = false,
  max = 1,
  country,
  hint,
  error,
  required,
}: PlacePickerProps) => {
  const [search, { data, isFetching }] = useLazyPlaceSearchQuery();
  // See CountryPicker: a multiple choice input's aria-multiselectable is not allowed on a combobox.
  useEffect(() => {
    if (multiple) document.getElementById(id)?.removeAttribute('aria-multiselectable');
  });
  const limit = multiple ? max : 1;
  return (
    <Form.Group className="mb-3">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <AsyncTypeahead
        id={`${id}-menu`}
        className="place-picker"
        multiple={multiple}
        isInvalid={Boolean(error)}
        // An open combobox must name its list (ARIA 1.2); the typeahead's menu takes the `id` prop.
        inputProps={{
          id,
          'aria-controls': `${id}-menu`,
          ...fieldAria(id, { error, required }, true),
        }}
        isLoading={isFetching}
        minLength={2}
        onSearch={(q: string) => void search({ q, ...(country && { country }) }, true)}
        // The server already matched without accents; filtering again here would drop "São".
        filterBy={() => true}
        options={(data?.place ?? []).filter((p) => !value.some((v) => sameCity(v, p)))}
        labelKey={(option) => placeLabel(option as PickedPlace)}
        renderMenuItemChildren={(option) => <PlaceOption place={option as PickedPlace} />}
        selected={value}
        onChange={(chosen) => onChange((chosen as PickedPlace[]).slice(-limit))}
        emptyLabel={TYPEAHEAD.emptyLabel}
        promptText="Type two letters or more"
        searchText="Searching..."
        maxHeight={TYPEAHEAD.maxHeight}
        placeholder="Type a city name"
      />
      <FieldNotes id={id} hint={hint ?? defaultHint(multiple, max)} error={error} />
    </Form.Group>
  );
};

const defaultHint = (multiple: boolean, max: number) =>
  multiple ? `Optional, at most ${max}.` : 'Type a city and choose it from the list.';

const PlaceOption = ({ place }: { place: PickedPlace }) => (
  <span className="d-flex flex-wrap justify-content-between column-gap-2">
    <span>{placeLabel(place)}</span>
    {place.population !== undefined && (
      <small className="text-body-secondary">{place.population.toLocaleString()} people</small>
    )}
  </span>
);
