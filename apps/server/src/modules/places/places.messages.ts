/** Reply texts of the places routes. */
export const PLACE_MESSAGES = {
  placesFound: 'Places found',
} as const;
