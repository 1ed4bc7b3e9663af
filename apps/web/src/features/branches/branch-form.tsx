import {
  BRANCH_DEFAULT_LEVEL,
  BRANCH_KINDS,
  BRANCH_LIMITS,
  branchFormSchema,
  type Branch,
  type BranchForm as BranchBody,
} from '@georisk/contract';
import { COUNTRIES } from '@georisk/contract/countries';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { CrudFormShell } from '../../components/crud/crud-form-shell';
import type { CrudFormProps } from '../../components/crud/crud-page';
import { useCrudForm, type CrudFormConfig } from '../../components/crud/use-crud-form';
import { SelectField, TextField } from '../../components/form/form-fields';
import { RiskLevelField } from '../../components/form/risk-level-field';
import { PlacePicker, type PickedPlace } from '../../components/place-picker';
import { branchesApi } from './branches-api';

/** The fields as typed: numbers stay text until the contract reads them. */
type Values = Record<
  | 'name'
  | 'kind'
  | 'lat'
  | 'lon'
  | 'place_name'
  | 'country'
  | 'radius_km'
  | 'min_level'
  | 'people'
  | 'notes',
  string
>;

const empty: Values = {
  name: '',
  kind: '',
  lat: '',
  lon: '',
  place_name: '',
  country: '',
  radius_km: String(BRANCH_LIMITS.radiusDefault),
  min_level: BRANCH_DEFAULT_LEVEL,
  people: '0',
  notes: '',
};

/** An empty box is "not given"; anything else must read as a number (the contract says which). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

const prepare = (values: Values) => ({
  ...values,
  lat: numberOf(values.lat),
  lon: numberOf(values.lon),
  radius_km: numberOf(values.radius_km),
  people: numberOf(values.people),
});

const toValues = (branch: Branch): Values => ({
  name: branch.name,
  kind: branch.kind,
  lat: String(branch.lat),
  lon: String(branch.lon),
  place_name: branch.place_name ?? '',
  country: branch.country,
  radius_km: String(branch.radius_km),
  min_level: branch.min_level,
  people: String(branch.people),
  notes: branch.notes,
});

const config: CrudFormConfig<Values, Branch, BranchBody> = {
  noun: 'Branch',
  schema: branchFormSchema,
  empty,
  toValues,
  prepare,
  useGet: branchesApi.useGetBranchQuery,
  useInsert: branchesApi.useInsertBranchMutation,
  useUpdate: branchesApi.useUpdateBranchMutation,
};

const KINDS = BRANCH_KINDS.map((kind) => ({ value: kind, label: kind }));
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/** The branch's city as the picker shows it: none until a name is set. */
const cityOf = (values: Values): PickedPlace[] =>
  values.place_name
    ? [
        {
          name: values.place_name,
          country: values.country,
          lat: Number(values.lat),
          lon: Number(values.lon),
        },
      ]
    : [];

/** Where a new branch starts when the map was clicked: its coordinates, and the country there. */
export interface BranchAt {
  lat: number;
  lon: number;
  country: string | null;
}

const presetOf = (at: BranchAt): Partial<Values> => ({
  lat: String(at.lat),
  lon: String(at.lon),
  ...(at.country ? { country: at.country } : {}),
});

/**
 * 'Register Branch' / 'Update Branch', checked in the contract's order (docs/rules/branches.md).
 * Picking a city fills its coordinates and country; they stay editable. `at`: a click on the map.
 */
export const BranchForm = ({ id, screen, at }: CrudFormProps & { at?: BranchAt | null }) => {
  const form = useCrudForm(config, { id, screen, preset: at ? presetOf(at) : undefined });
  const pickCity = ([place]: PickedPlace[]) => {
    form.set('place_name', place?.name ?? '');
    if (!place) return;
    form.set('lat', String(place.lat));
    form.set('lon', String(place.lon));
    form.set('country', place.country);
  };
  return (
    <CrudFormShell {...form.shell}>
      <TextField label="Name" {...form.field('name')} />
      <SelectField label="Kind" options={KINDS} placeholder="Choose..." {...form.field('kind')} />
      <PlacePicker
        id="branch-city"
        label="City (optional)"
        hint="Type two letters or more, then pick the city: its coordinates and country fill in"
        value={cityOf(form.values)}
        onChange={pickCity}
        {...form.stateOf('place_name')}
      />
      <Row>
        <Col sm={6}>
          <TextField label="Latitude" inputMode="decimal" hint="-90 to 90" {...form.field('lat')} />
        </Col>
        <Col sm={6}>
          <TextField
            label="Longitude"
            inputMode="decimal"
            hint="-180 to 180"
            {...form.field('lon')}
          />
        </Col>
      </Row>
      <SelectField
        label="Country"
        options={COUNTRY_OPTIONS}
        placeholder="Choose..."
        {...form.field('country')}
      />
      <Row>
        <Col sm={6}>
          <TextField label="Radius (km)" inputMode="numeric" {...form.field('radius_km')} />
        </Col>
        <Col sm={6}>
          <TextField label="People" inputMode="numeric" {...form.field('people')} />
        </Col>
      </Row>
      <RiskLevelField label="Minimum level" {...form.field('min_level')} />
      <TextField label="Notes (optional)" rows={3} {...form.field('notes')} />
    </CrudFormShell>
  );
};
