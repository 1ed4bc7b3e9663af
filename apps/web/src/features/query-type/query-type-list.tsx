import type { QueryType } from '@georisk/contract';
import { CrudList } from '../../components/crud/crud-list';
import type { CrudListProps } from '../../components/crud/crud-page';
import { aboutColumn, activeColumn, iconColumn } from '../../components/crud/crud-columns';
import type { CrudColumn } from '../../components/crud/crud-table';
import { useQueryTypeListQuery } from '../../api/query-type-list-api';
import { queryTypeApi } from './query-type-api';

const columns: CrudColumn<QueryType>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Categories', cell: (row) => row.categories.name },
  { header: 'Customer Type', cell: (row) => row.customerType },
  activeColumn(),
  iconColumn(),
  aboutColumn(),
];

/** 'My QueryType': Name, Categories, Customer Type, Active, Icon, About, edit, delete. */
export const QueryTypeList = ({ screen }: CrudListProps) => (
  <CrudList
    screen={screen}
    title="My QueryType"
    noun="QueryType"
    columns={columns}
    identify={(row) => ({ id: row.queryType_id, name: row.name })}
    useRows={useQueryTypeListQuery}
    useRemove={queryTypeApi.useRemoveQueryTypeMutation}
  />
);
