import type { CountryDetail, CountrySummary } from '@georisk/contract/resources/country';
import type { CountryHistory, CountryTrend } from '@georisk/contract/resources/trends';
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
    countryHistory: build.query<{ country: CountryHistory }, { code: string; days: number }>({
      query: (body) => ({ path: API_PATHS.country.history, body }),
      providesTags: ['Country', 'Article'],
    }),
    /** Every country's daily scores over `days` days, the largest rise this week first. */
    countryTrends: build.query<{ country: CountryTrend[] }, number>({
      query: (days) => ({ path: API_PATHS.country.trends, body: { days } }),
      providesTags: ['Country', 'Article'],
    }),
  }),
});

export const {
  useCountryListQuery,
  useCountryGetQuery,
  useCountryHistoryQuery,
  useCountryTrendsQuery,
} = countryApi;
