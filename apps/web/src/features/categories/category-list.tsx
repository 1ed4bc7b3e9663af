import type { Category } from '@georisk/contract';
import { CrudList } from '../../components/crud/crud-list';
import type { CrudListProps } from '../../components/crud/crud-page';
import { aboutColumn, activeColumn, iconColumn } from '../../components/crud/crud-columns';
import type { CrudColumn } from '../../components/crud/crud-table';
import { useCategoryListQuery } from '../../api/category-list-api';
import { categoriesApi } from './categories-api';

const columns: CrudColumn<Category>[] = [
  { header: 'Name', cell: (row) => row.name },
  activeColumn(),
  iconColumn(),
  aboutColumn(),
];

/** Categories table (Name, Active, Icon, About, edit, delete) with 'Add Categories'. */
export const CategoryList = ({ screen }: CrudListProps) => (
  <CrudList
    screen={screen}
    title="Categories"
    noun="Categories"
    columns={columns}
    identify={(row) => ({ id: row.categories_id, name: row.name })}
    useRows={useCategoryListQuery}
    useRemove={categoriesApi.useRemoveCategoryMutation}
  />
);
