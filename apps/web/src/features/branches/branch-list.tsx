import type { Branch } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import { CrudList } from '../../components/crud/crud-list';
import type { CrudListProps } from '../../components/crud/crud-page';
import type { CrudColumn } from '../../components/crud/crud-table';
import { RiskBadge } from '../../components/risk-badge';
import { branchesApi, useBranchListQuery } from './branches-api';

const columns: CrudColumn<Branch>[] = [
  // A long name without spaces wraps, so the actions stay in view beside it.
  { header: 'Name', cell: (row) => <span className="text-break">{row.name}</span> },
  { header: 'Kind', cell: (row) => row.kind },
  { header: 'City', cell: (row) => row.place_name ?? '' },
  { header: 'Country', cell: (row) => countryName(row.country) },
  { header: 'Position', cell: (row) => `${row.lat}, ${row.lon}` },
  { header: 'Radius', cell: (row) => `${row.radius_km} km` },
  {
    header: 'Minimum level',
    // The span keeps the badge its own height inside a phone card's stretched line.
    cell: (row) => (
      <span>
        <RiskBadge level={row.min_level} />
      </span>
    ),
  },
  { header: 'People', cell: (row) => row.people.toLocaleString('en') },
];

/** 'Branches': the caller's branches, read-only for a company's members and viewers. */
export const BranchList = ({ screen }: CrudListProps) => {
  const canManage = useBranchListQuery({ q: '' }).data?.can_manage ?? false;
  return (
    <CrudList
      screen={screen}
      title="Branches"
      noun="Branch"
      columns={columns}
      identify={(row) => ({ id: row.branch_id, name: row.name })}
      useRows={useBranchListQuery}
      useRemove={branchesApi.useRemoveBranchMutation}
      readOnly={!canManage}
    />
  );
};
