import { API_PATHS } from '@georisk/contract/api-paths';
import type { Place, PlaceSearch } from '@georisk/contract/resources/place';
import { api } from './api';

/**
 * The gazetteer's cities (`place/search`), read by every city picker (an article's places, a
 * branch's city), so it lives beside the one API rather than in one feature.
 */
export const placeApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeSearch: build.query<{ place: Place[]; total: number }, PlaceSearch>({
      query: (body) => ({ path: API_PATHS.place.search, body }),
    }),
  }),
});

export const { useLazyPlaceSearchQuery } = placeApi;
