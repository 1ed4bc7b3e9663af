/** Reply texts of the geography routes. */
export const GEOGRAPHY_MESSAGES = {
  countriesLoaded: 'Countries loaded',
  countryFound: 'Country found',
  dashboardLoaded: 'Dashboard loaded',
  watchesLoaded: 'Watches loaded',
  watchAdded: 'Watch added',
  watchRemoved: 'Watch removed',
  watchNotFound: 'Watch not found',
  developmentsLoaded: 'New developments loaded',
} as const;
