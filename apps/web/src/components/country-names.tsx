import { countryName } from '@georisk/contract/countries-field';

/**
 * The countries a request or an article is about, by name ("Ukraine, Poland"), or nothing when it
 * names none. Screen readers hear "Countries:" before the names.
 */
export const CountryNames = ({
  codes,
  className = 'small text-body-secondary',
}: {
  codes: readonly string[];
  className?: string;
}) =>
  codes.length === 0 ? null : (
    <span className={`country-names ${className}`}>
      <i className="bi bi-geo-alt me-1" aria-hidden="true" />
      <span className="visually-hidden">Countries: </span>
      {codes.map(countryName).join(', ')}
    </span>
  );
