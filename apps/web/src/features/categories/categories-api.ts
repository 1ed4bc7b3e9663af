import type { BaseReply, Category, CategoryForm } from '@georisk/contract';
import { api } from '../../api/api';
import { categoryResource } from '../../api/category-list-api';
import { crudDefinitions } from '../../components/crud/crud-api';

const categories = crudDefinitions(categoryResource);

/** The Categories screen's calls; its list is the shared read in api/category-list-api.ts. */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategory: build.query<Category, string>(categories.get<Category>()),
    insertCategory: build.mutation<BaseReply, CategoryForm>(categories.insert<CategoryForm>()),
    updateCategory: build.mutation<BaseReply, { id: string; body: CategoryForm }>(
      categories.update<CategoryForm>(),
    ),
    removeCategory: build.mutation<BaseReply, string>(categories.remove()),
  }),
});
