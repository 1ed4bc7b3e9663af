import { placeLabel } from '@georisk/contract/resources/place';

/**
 * The cities an article (or any record) names, as "City, CC" separated by semicolons, or nothing when
 * it names none. Screen readers hear "Places:" before the list.
 */
export const PlaceNames = ({
  places,
  className = 'small text-body-secondary',
}: {
  places: readonly { name: string; country: string }[];
  className?: string;
}) =>
  places.length === 0 ? null : (
    <span className={`place-names ${className}`}>
      <i className="bi bi-geo me-1" aria-hidden="true" />
      <span className="visually-hidden">Places: </span>
      {places.map(placeLabel).join('; ')}
    </span>
  );
