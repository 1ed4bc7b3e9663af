import { lazy, Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router';
import { paths } from '../config/paths';
import { selectUser } from '../session/login-slice';
import { useAppSelector } from '../lib/store';

// Loaded only once someone is logged in, so the landing page does not carry it.
const NotificationBell = lazy(() => import('../features/notifications/notification-bell'));

/**
 * The top bar (docs/rules/screens.md): Help, then — when logged in — the notifications bell with its unread count, the user's
 * name (to /menu) and Menu; or Login.
 */
export const TopBar = () => {
  const user = useAppSelector(selectUser);
  return (
    <header>
      <Navbar bg="dark" data-bs-theme="dark" className="top-bar" aria-label="Main">
        <Container>
          <Navbar.Brand as={Link} to={paths.home} className="fw-bold">
            <i className="bi bi-globe2 me-2 text-warning" aria-hidden="true" />
            GeoRisk
          </Navbar.Brand>
          <Nav className="ms-auto align-items-center gap-1">
            <Nav.Link as={NavLink} to={paths.help}>
              Help
            </Nav.Link>
            {user ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : (
              <Link to={paths.login} className="btn btn-warning btn-sm ms-2">
                Login
              </Link>
            )}
          </Nav>
          {user && (
            <>
              {/* On a phone the name takes a line of its own under the bar, so it stays readable. */}
              <Nav className="top-bar-user">
                <Nav.Link
                  as={NavLink}
                  to={paths.menu.root}
                  end
                  className="top-bar-name"
                  title={user.name}
                >
                  <i className="bi bi-person-circle me-1" aria-hidden="true" />
                  {user.name}
                </Nav.Link>
              </Nav>
              <Link to={paths.menu.root} className="btn btn-warning btn-sm ms-2 text-nowrap">
                Menu
              </Link>
            </>
          )}
        </Container>
      </Navbar>
    </header>
  );
};
