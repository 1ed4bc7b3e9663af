import type { Branch } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CrudList } from '../../components/crud/crud-list';
import type { CrudListProps } from '../../components/crud/crud-page';
import type { CrudColumn } from '../../components/crud/crud-table';
import { RiskBadge } from '../../components/risk-badge';
import { branchPath } from '../../config/paths';
import { branchesApi, useBranchListQuery } from './branches-api';

interface Selection {
  /** The branch selected here or on the map. */
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const columnsFor = ({ selectedId, onSelect }: Selection): CrudColumn<Branch>[] => [
  {
    header: 'Name',
    // A long name without spaces wraps, so the actions stay in view beside it.
    cell: (row) => {
      const selected = row.branch_id === selectedId;
      return (
        <span className="d-inline-flex align-items-start gap-1">
          <Button
            variant="link"
            size="sm"
            className="p-0 lh-1"
            aria-pressed={selected}
            aria-label={`Show ${row.name} on the map`}
            title="Show on the map"
            onClick={() => onSelect(row.branch_id)}
          >
            <i className={selected ? 'bi bi-geo-alt-fill' : 'bi bi-geo-alt'} aria-hidden="true" />
          </Button>
          <Link to={branchPath(row.branch_id)} className="text-break">
            {row.name}
          </Link>
        </span>
      );
    },
  },
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

/**
 * 'Branches': the caller's branches, read-only for a company's members and viewers. A name opens
 * the branch's page; the pin beside it selects the branch on the map (and the map's selection
 * is the row highlighted here).
 */
export const BranchList = ({ screen, ...selection }: CrudListProps & Selection) => {
  const canManage = useBranchListQuery({ q: '' }).data?.can_manage ?? false;
  return (
    <CrudList
      screen={screen}
      title="Branches"
      noun="Branch"
      columns={columnsFor(selection)}
      identify={(row) => ({ id: row.branch_id, name: row.name })}
      useRows={useBranchListQuery}
      useRemove={branchesApi.useRemoveBranchMutation}
      readOnly={!canManage}
      rowClass={(row) => (row.branch_id === selection.selectedId ? 'table-active' : undefined)}
    />
  );
};
