import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { BranchesPage, type BranchMapProps } from '../features/branches/branches-page';

/** The exposure map (its projection and clustering libraries) loads in its own chunk. */
const ExposurePanel = lazy(() => import('../features/exposure/exposure-panel'));

const MapPanel = (props: BranchMapProps) => (
  <Suspense fallback={<PageSpinner />}>
    <ExposurePanel {...props} />
  </Suspense>
);

/**
 * /menu/branch: the branches beside their exposure map (docs/rules/branches.md). Composed here so
 * the two features stay independent.
 */
const BranchesScreen = () => <BranchesPage MapPanel={MapPanel} />;

export default BranchesScreen;
