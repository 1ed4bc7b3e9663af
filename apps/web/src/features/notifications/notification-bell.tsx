import Badge from 'react-bootstrap/Badge';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useLiveUpdates } from './live-updates';
import { useNotificationsQuery } from './notifications-api';

/** How often the top bar asks for the unread count while the tab is open. */
const POLL_MS = 60_000;

/**
 * The top bar's bell: the unread count as a badge, linking to the notifications list, kept current
 * by the live event stream (polling is the fallback). Loaded only once someone is logged in, so
 * the landing page does not carry it.
 */
const NotificationBell = () => {
  useLiveUpdates();
  const { data } = useNotificationsQuery(
    { unread_only: true, limit: 1 },
    { pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  const unread = data?.unread ?? 0;
  return (
    <NavLink
      to={paths.menu.notifications}
      className="nav-link position-relative px-2"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
    >
      <i className="bi bi-bell" aria-hidden="true" />
      {unread > 0 && (
        <Badge bg="danger" pill className="notification-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
    </NavLink>
  );
};

export default NotificationBell;
