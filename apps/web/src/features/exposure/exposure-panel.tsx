import type { ExposureBranch } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { failureText } from '../../api/api';
import { PageSpinner } from '../../components/page-spinner';
import { branchPath } from '../../config/paths';
import { branchLabel } from './branch-markers';
import { useExposureQuery } from './exposure-api';
import { ExposureMap, type MapPoint } from './exposure-map';

interface Props {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Present when the caller may add branches: "New branch here" opens the form at the point. */
  onNewBranch?: (point: MapPoint) => void;
}

const TITLE_ID = 'exposure-map-title';

/** A point as people read it: '45.760, 4.840 (France)'. */
const pointText = (point: MapPoint) =>
  `${point.lat.toFixed(3)}, ${point.lon.toFixed(3)}${point.country ? ` (${countryName(point.country)})` : ''}`;

/**
 * The branches screen's map panel: the exposure map, the selected branch's summary with a link to
 * its page, and after a click on the map's empty ground, "New branch here".
 */
const ExposurePanel = ({ selectedId, onSelect, onNewBranch }: Props) => {
  const { data, error, isLoading } = useExposureQuery({});
  const [point, setPoint] = useState<MapPoint | null>(null);
  const selected: ExposureBranch | undefined = data?.branches.find(
    (b) => b.branch_id === selectedId,
  );
  return (
    <section aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="h5 mb-2">
        Exposure map
      </h2>
      {isLoading && <PageSpinner />}
      {error !== undefined && <Alert variant="warning">{failureText(error)}</Alert>}
      {data && (
        <ExposureMap
          exposure={data}
          labelledBy={TITLE_ID}
          selectedId={selectedId}
          onSelect={(branch) => onSelect(branch.branch_id === selectedId ? null : branch.branch_id)}
          onPick={setPoint}
        />
      )}
      <div aria-live="polite" className="mt-2">
        {selected && (
          <div className="border rounded p-2 mb-2 small d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">{branchLabel(selected)}</span>
            <Link to={branchPath(selected.branch_id)}>Open the branch page</Link>
          </div>
        )}
        {point && (
          <div className="border rounded p-2 small d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">Picked on the map: {pointText(point)}</span>
            {onNewBranch && (
              <Button size="sm" onClick={() => onNewBranch(point)}>
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                New branch here
              </Button>
            )}
          </div>
        )}
      </div>
    </section>
  );
};

export default ExposurePanel;
