import type { Category } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import {
  crudList,
  type CrudListResult,
  type CrudResource,
  type ListArgs,
} from '../components/crud/crud-list-read';
import { api } from './api';

/** The categories as the API describes them; factors and query types show their category's name. */
export const categoryResource: CrudResource<'categories', 'categories_id'> = {
  paths: API_PATHS.categories,
  key: 'categories',
  idKey: 'categories_id',
  tag: 'Category',
  alsoInvalidates: ['Factor', 'QueryType'],
};

/**
 * categories/list (or /search), the one read of categories: the Categories screen lists and
 * searches it, the factor and query type forms' category select reads it whole; saves invalidate
 * 'Category', so both refetch.
 */
export const categoryListApi = api.injectEndpoints({
  endpoints: (build) => ({
    categoryList: build.query<CrudListResult<Category>, ListArgs>(
      crudList<'categories', 'categories_id', Category>(categoryResource),
    ),
  }),
});

export const { useCategoryListQuery } = categoryListApi;
