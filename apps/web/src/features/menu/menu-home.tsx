import { Link } from 'react-router';
import { useAppSelector } from '../../lib/store';
import { paths } from '../../config/paths';
import { selectUser } from '../../session/login-slice';

/** The one index view shared by admins, partners and customers. */
const MenuHome = () => {
  const user = useAppSelector(selectUser);
  return (
    <section>
      <h1 className="h3">Welcome, {user?.name}</h1>
      <p className="text-body-secondary">
        Choose an area from the menu. Your incident requests and their reports are on the{' '}
        <Link to={paths.menu.incident}>Incident Requests</Link> page.
      </p>
    </section>
  );
};

export default MenuHome;
