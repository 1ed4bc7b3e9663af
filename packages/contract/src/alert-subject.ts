import { countryName } from './countries-field.js';
import type { Alert } from './resources/exposure-alert.js';

/**
 * What an alert is about, in words (its own file: the web's alert screens import it without the
 * resource's schemas): the branch's name, or "Trip: <traveller> in <city>" (the
 * country's name for a stop without a city); with where it is.
 */
export const alertSubject = (
  alert: Pick<Alert, 'branch' | 'trip'>,
): { name: string; place_name: string | null; country: string } => {
  if (alert.branch) return alert.branch;
  const stop = alert.trip!;
  const where = stop.place_name ?? countryName(stop.country);
  return {
    name: `Trip: ${stop.traveller_name} in ${where}`,
    place_name: stop.place_name,
    country: stop.country,
  };
};
