import type { Factor } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import {
  crudList,
  type CrudListResult,
  type CrudResource,
  type ListArgs,
} from '../components/crud/crud-list-read';
import { api } from './api';

/** The factors as the API describes them: paths, reply key, id field and tag. */
export const factorResource: CrudResource<'factor', 'factor_id'> = {
  paths: API_PATHS.factor,
  key: 'factor',
  idKey: 'factor_id',
  tag: 'Factor',
};

/** A list screen's arguments, or one category's factors (`categories_id`, searched). */
export interface FactorListArgs extends ListArgs {
  categories_id?: string;
}

const list = crudList<'factor', 'factor_id', Factor>(factorResource);

/**
 * factor/list (or /search), the one read of factors: the Factor screen lists and searches it, the
 * customer's report and the analysts' findings form read one category's factors
 * (`{ categories_id, limit: 500 }`; a category holds a handful, so one page is the whole set).
 * Saves (and category saves, which rename) invalidate 'Factor', so all of them refetch.
 */
export const factorListApi = api.injectEndpoints({
  endpoints: (build) => ({
    factorList: build.query<CrudListResult<Factor>, FactorListArgs>({
      ...list,
      query: ({ categories_id, ...args }) =>
        categories_id === undefined
          ? list.query(args)
          : { path: factorResource.paths.search, body: { categories_id, limit: args.limit } },
    }),
  }),
});

export const { useFactorListQuery } = factorListApi;
