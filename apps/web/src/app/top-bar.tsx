import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../config/paths';
import { selectUser } from '../session/login-slice';
import { useAppSelector } from '../lib/store';

// Loaded only once someone is logged in, so the landing page does not carry it.
const NotificationBell = lazy(() => import('../features/notifications/notification-bell'));

/**
 * Plain Bootstrap navbar markup rather than react-bootstrap's Navbar: that component carries its
 * collapse and offcanvas parts (and their transition code, ~6 KB gzipped) onto the landing page,
 * and the bar uses neither.
 *
 * The top bar (docs/rules/screens.md): Help, then — when logged in — the notifications bell with its unread count, the user's
 * name (to /menu) and Menu; or Login.
 */
export const TopBar = () => {
  const user = useAppSelector(selectUser);
  return (
    <header>
      <nav data-bs-theme="dark" aria-label="Main" className="top-bar navbar navbar-expand bg-dark">
        <div className="container">
          <Link to={paths.home} className="fw-bold navbar-brand">
            <i className="bi bi-globe2 me-2 text-warning" aria-hidden="true" />
            GeoRisk
          </Link>
          <div className="ms-auto align-items-center gap-1 navbar-nav">
            <NavLink to={paths.help} className="nav-link">
              Help
            </NavLink>
            {user ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : (
              <Link to={paths.login} className="btn btn-warning btn-sm ms-2">
                Login
              </Link>
            )}
          </div>
          {user && (
            <>
              {/* On a phone the name takes a line of its own under the bar, so it stays readable. */}
              <div className="top-bar-user navbar-nav">
                <NavLink
                  to={paths.menu.root}
                  end
                  className="nav-link top-bar-name"
                  title={user.name}
                >
                  <i className="bi bi-person-circle me-1" aria-hidden="true" />
                  {user.name}
                </NavLink>
              </div>
              <Link to={paths.menu.root} className="btn btn-warning btn-sm ms-2 text-nowrap">
                Menu
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
};
