import type { ExposureBranch } from '@georisk/contract';
import type { MapProjection } from '../../components/world-map/map-projection';
import { levelColour } from '../../components/risk-scale/risk-scale';

interface Props {
  branches: ExposureBranch[];
  projection: MapProjection;
  pixelsPerUnit: number;
  selectedId: string | null;
  onSelect: (branch: ExposureBranch) => void;
}

/** On screen, a branch of nobody is 7 px across its radius, a million people's 31 px. */
export const branchRadiusPx = (people: number) => 7 + 4 * Math.log10(1 + people);

/** 'Lyon plant, 120 people, no open alert' / '..., 2 open alerts, the worst Severe'. */
export const branchLabel = (branch: ExposureBranch) => {
  const people = `${branch.people.toLocaleString('en')} ${branch.people === 1 ? 'person' : 'people'}`;
  const alerts =
    branch.open_alerts === 0 || !branch.worst_level
      ? 'no open alert'
      : `${branch.open_alerts} open ${branch.open_alerts === 1 ? 'alert' : 'alerts'}, the worst ${branch.worst_level}`;
  return `${branch.name}, ${people}, ${alerts}`;
};

/**
 * The branches: circles sized by people, coloured by their worst open alert (neutral without
 * one); the biggest drawn first so small ones stay clickable. Each is a toggle button.
 */
export const BranchMarkers = ({
  branches,
  projection,
  pixelsPerUnit,
  selectedId,
  onSelect,
}: Props) => {
  const unit = 1 / pixelsPerUnit;
  const ordered = [...branches].sort((a, b) => b.people - a.people);
  return (
    <g className="exposure-map-branches">
      {ordered.map((branch) => {
        const at = projection.toMap(branch.lat, branch.lon);
        if (!at) return null;
        const selected = branch.branch_id === selectedId;
        const label = branchLabel(branch);
        return (
          <g
            key={branch.branch_id}
            data-marker="branch"
            data-branch={branch.branch_id}
            role="button"
            tabIndex={0}
            aria-label={label}
            aria-pressed={selected}
            className={selected ? 'exposure-map-branch selected' : 'exposure-map-branch'}
            onClick={() => onSelect(branch)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onSelect(branch);
            }}
          >
            <title>{label}</title>
            <circle
              cx={at[0]}
              cy={at[1]}
              r={branchRadiusPx(branch.people) * unit}
              fill={branch.worst_level ? levelColour(branch.worst_level) : undefined}
              stroke={branch.worst_level ? levelColour(branch.worst_level) : undefined}
              className={branch.worst_level ? undefined : 'exposure-map-branch-calm'}
            />
          </g>
        );
      })}
    </g>
  );
};
