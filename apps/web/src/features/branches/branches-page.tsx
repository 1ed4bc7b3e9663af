import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useCrudScreen } from '../../components/crud/use-crud-screen';
import { BranchCsvCard } from './branch-csv-card';
import { BranchForm } from './branch-form';
import { BranchList } from './branch-list';
import { useBranchListQuery } from './branches-api';

/**
 * /menu/branch: the caller's branches, with their form and CSV import and export
 * (docs/rules/branches.md). The list keeps to its column, so a map can stand beside it later.
 */
const BranchesPage = () => {
  const { view, ...screen } = useCrudScreen();
  const canManage = useBranchListQuery({ q: '' }).data?.can_manage ?? false;
  if (view.name === 'form') {
    return (
      <Row>
        <Col md={8}>
          <BranchForm screen={screen} id={view.id} />
        </Col>
      </Row>
    );
  }
  return (
    <Row>
      <Col xs={12}>
        <BranchList screen={screen} />
        <BranchCsvCard screen={screen} canImport={canManage} />
      </Col>
    </Row>
  );
};

export default BranchesPage;
