import { useState, type ComponentType } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useCrudScreen } from '../../components/crud/use-crud-screen';
import { BranchCsvCard } from './branch-csv-card';
import { BranchForm, type BranchAt } from './branch-form';
import { BranchList } from './branch-list';
import { useBranchListQuery } from './branches-api';

/** What the map beside the list gets (app/branches-screen.tsx gives the exposure map). */
export interface BranchMapProps {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Present when the caller may add branches: opens the form at the point. */
  onNewBranch?: (at: BranchAt) => void;
}

/**
 * /menu/branch: the caller's branches, with their form and CSV import and export
 * (docs/rules/branches.md), beside a map on wide screens (under it below 1400 px, where the
 * menu leaves the list too little room beside it) when one is given. A click on the
 * map's empty ground opens the form at that place; selecting a branch on either side selects it
 * on the other.
 */
export const BranchesPage = ({ MapPanel }: { MapPanel?: ComponentType<BranchMapProps> }) => {
  const { view, ...screen } = useCrudScreen();
  const canManage = useBranchListQuery({ q: '' }).data?.can_manage ?? false;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [at, setAt] = useState<BranchAt | null>(null);
  if (view.name === 'form') {
    return (
      <Row>
        <Col md={8}>
          <BranchForm screen={screen} id={view.id} at={view.id ? null : at} />
        </Col>
      </Row>
    );
  }
  const add = () => {
    setAt(null);
    screen.add();
  };
  const addAt = (point: BranchAt) => {
    setAt(point);
    screen.add();
  };
  return (
    <Row className="g-4">
      {MapPanel && (
        <Col xxl={7}>
          <MapPanel
            selectedId={selectedId}
            onSelect={setSelectedId}
            onNewBranch={canManage ? addAt : undefined}
          />
        </Col>
      )}
      <Col xxl={MapPanel ? 5 : 12}>
        <BranchList
          screen={{ ...screen, add }}
          selectedId={selectedId}
          onSelect={(id) => setSelectedId((now) => (now === id ? null : id))}
        />
        <BranchCsvCard screen={screen} canImport={canManage} />
      </Col>
    </Row>
  );
};
