import type { Factor } from '@georisk/contract';
import { CrudList } from '../../components/crud/crud-list';
import type { CrudListProps } from '../../components/crud/crud-page';
import { aboutColumn, activeColumn, iconColumn } from '../../components/crud/crud-columns';
import type { CrudColumn } from '../../components/crud/crud-table';
import { useFactorListQuery } from '../../api/factor-list-api';
import { factorApi } from './factor-api';

const columns: CrudColumn<Factor>[] = [
  { header: 'Category', cell: (row) => row.categories.name },
  { header: 'Code', cell: (row) => row.code },
  { header: 'Name', cell: (row) => row.name },
  activeColumn(),
  iconColumn(),
  aboutColumn(),
];

/** 'My Factor': Category, Code, Name, Active, Icon, About, edit and delete icons. */
export const FactorList = ({ screen }: CrudListProps) => (
  <CrudList
    screen={screen}
    title="My Factor"
    noun="Factor"
    columns={columns}
    identify={(row) => ({ id: row.factor_id, name: row.name })}
    useRows={useFactorListQuery}
    useRemove={factorApi.useRemoveFactorMutation}
  />
);
