import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { AlertCard } from '../features/alerts/alert-card';
import { useAlertListQuery } from '../features/alerts/alerts-api';
import { BranchPage } from '../features/exposure/branch-page';

/** The branch's latest alerts, read-only: they are handled in the inbox. */
const BranchAlerts = ({ branchId }: { branchId: string }) => {
  const { data } = useAlertListQuery({ branch_id: branchId, limit: 10 });
  const alerts = data?.alert ?? [];
  return (
    <section className="mt-4" aria-labelledby="branch-alerts-title">
      <h2 id="branch-alerts-title" className="h5">
        Alerts
      </h2>
      {alerts.length === 0 ? (
        <p>No alert for this branch.</p>
      ) : (
        <ListGroup as="ul">
          {alerts.map((alert) => (
            <AlertCard key={alert.alert_id} alert={alert} />
          ))}
        </ListGroup>
      )}
      <p className="mt-2">
        <Link to={paths.menu.alerts}>Handle alerts in the inbox</Link>
      </p>
    </section>
  );
};

/**
 * /menu/branch/:id: the branch's page with its alerts (docs/rules/branches.md "Branch page").
 * Composed here so the exposure map and the alert inbox stay independent features.
 */
const BranchScreen = () => <BranchPage Alerts={BranchAlerts} />;

export default BranchScreen;
