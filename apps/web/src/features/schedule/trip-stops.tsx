import { segmentFormSchema } from '@georisk/contract';
import { COUNTRIES } from '@georisk/contract/countries';
import { firstError } from '@georisk/contract/validate';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { SelectField, TextField } from '../../components/form/form-fields';
import { PlacePicker, type PickedPlace } from '../../components/place-picker';

/** One stop as typed: a city from the picker (or none: the country alone) and local times. */
export interface StopValues {
  city: PickedPlace | null;
  country: string;
  from: string;
  to: string;
}

export const emptyStop = (): StopValues => ({ city: null, country: '', from: '', to: '' });

/** What the contract reads of a stop: the city's name and position, or the country alone. */
export const stopBody = ({ city, country, from, to }: StopValues) => ({
  ...(city ? { place_name: city.name, lat: city.lat, lon: city.lon } : {}),
  country,
  from,
  to,
});

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/**
 * The stops of the trip form: each a city (its country fills in) or a country alone, with local
 * times in the stop's own zone; stops are added and removed here. `checked`: after a failed
 * submit each stop shows its own first mistake (the form's banner has the trip's first one).
 */
export const TripStops = ({
  stops,
  onChange,
  checked,
  error,
}: {
  stops: StopValues[];
  onChange: (stops: StopValues[]) => void;
  checked: boolean;
  error?: string | undefined;
}) => {
  const change = (index: number, patch: Partial<StopValues>) =>
    onChange(stops.map((stop, i) => (i === index ? { ...stop, ...patch } : stop)));
  return (
    <fieldset className="mb-3">
      <legend className="h6">Stops</legend>
      {stops.length === 0 && error && <p className="text-danger small">{error}</p>}
      {stops.map((stop, index) => {
        const n = index + 1;
        const mistake = checked ? firstError(segmentFormSchema, stopBody(stop)) : null;
        return (
          <fieldset key={index} className="border rounded p-2 mb-2" aria-label={`Stop ${n}`}>
            <div className="d-flex justify-content-between align-items-center mb-1">
              <legend className="h6 fs-6 mb-0 w-auto">Stop {n}</legend>
              {stops.length > 1 && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onChange(stops.filter((_, i) => i !== index))}
                >
                  Remove stop {n}
                </Button>
              )}
            </div>
            <PlacePicker
              id={`stop-${n}-city`}
              label="City (optional: a country alone will do)"
              value={stop.city ? [stop.city] : []}
              onChange={([city]) =>
                change(index, city ? { city, country: city.country } : { city: null })
              }
            />
            <SelectField
              label="Country"
              required
              placeholder="Choose..."
              options={COUNTRY_OPTIONS}
              value={stop.country}
              // A city of another country no longer fits the stop.
              onChange={(country) =>
                change(index, {
                  country,
                  ...(stop.city?.country !== country ? { city: null } : {}),
                })
              }
            />
            <Row>
              <Col sm={6}>
                <TextField
                  label="From (local time)"
                  type="datetime-local"
                  required
                  value={stop.from}
                  onChange={(from) => change(index, { from })}
                />
              </Col>
              <Col sm={6}>
                <TextField
                  label="To (local time)"
                  type="datetime-local"
                  required
                  value={stop.to}
                  onChange={(to) => change(index, { to })}
                />
              </Col>
            </Row>
            {mistake && (
              <p className="text-danger small mb-0" role="note">
                Stop {n}: {mistake}
              </p>
            )}
          </fieldset>
        );
      })}
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...stops, emptyStop()])}>
        Add a stop
      </Button>
    </fieldset>
  );
};
