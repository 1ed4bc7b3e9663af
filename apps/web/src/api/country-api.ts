import type { CountryDetail, CountrySummary } from '@georisk/contract/resources/country';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

/**
 * Country risk, read by the landing page, the dashboard and the country page alike, so it lives
 * beside the one API rather than in one of those features (docs/architecture.md).
 */
export const countryApi = api.injectEndpoints({
  endpoints: (build) => ({
    countryList: build.query<{ country: CountrySummary[] }, void>({
      query: () => ({ path: API_PATHS.country.list, body: {} }),
      providesTags: ['Country', 'Article'],
    }),
    countryGet: build.query<{ country: CountryDetail }, string>({
      query: (code) => ({ path: API_PATHS.country.get, body: { code } }),
      providesTags: ['Country', 'Article'],
    }),
  }),
});

export const { useCountryListQuery, useCountryGetQuery } = countryApi;
