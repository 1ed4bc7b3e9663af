/** Reply texts of the geography routes. */
export const GEOGRAPHY_MESSAGES = {
  countriesLoaded: 'Countries loaded',
  countryFound: 'Country found',
  developmentsLoaded: 'New developments loaded',
  historyLoaded: 'Country history loaded',
  trendsLoaded: 'Country trends loaded',
} as const;
