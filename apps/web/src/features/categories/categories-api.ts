import { API_PATHS, type BaseReply, type Category, type CategoryForm } from '@georisk/contract';
import { api } from '../../api/api';
import {
  crudDefinitions,
  type CrudListResult,
  type ListArgs,
} from '../../components/crud/crud-api';

const categories = crudDefinitions({
  paths: API_PATHS.categories,
  key: 'categories',
  idKey: 'categories_id',
  tag: 'Category',
  // Factors and query types show their category's name.
  alsoInvalidates: ['Factor', 'QueryType'],
});

export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCategories: build.query<CrudListResult<Category>, ListArgs>(categories.list<Category>()),
    getCategory: build.query<Category, string>(categories.get<Category>()),
    insertCategory: build.mutation<BaseReply, CategoryForm>(categories.insert<CategoryForm>()),
    updateCategory: build.mutation<BaseReply, { id: string; body: CategoryForm }>(
      categories.update<CategoryForm>(),
    ),
    removeCategory: build.mutation<BaseReply, string>(categories.remove()),
  }),
});
