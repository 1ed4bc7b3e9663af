import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_ONLY_SEGMENTS } from '../config/paths';
import { selectUserId } from '../session/login-slice';
import { rememberWantedAddress } from '../session/wanted-address';
import { useAppSelector } from '../lib/store';
import { useIconFont } from './icon-font';

const needsLogin = (pathname: string): boolean => {
  const segment = pathname.split('/')[1] ?? '';
  return segment !== '' && (AUTH_ONLY_SEGMENTS as readonly string[]).includes(segment);
};

/**
 * A visitor without user_id on an authentication-only route gets a full page redirect to
 * the site root; nothing is shown while deciding. Someone whose session ends on such a route is
 * taken to the root inside the app. The address a visitor asked for is remembered
 * for after login, but not the page someone was on when they signed off (docs/rules/screens.md).
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const userId = useAppSelector(selectUserId);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const blocked = !userId && needsLogin(pathname);
  useIconFont();
  // Someone who signs off here (or whose session ends here) is not asking for this page; only a
  // visitor who arrives at it is.
  const hadUser = useRef(false);
  useEffect(() => {
    if (userId) hadUser.current = true;
  }, [userId]);
  useEffect(() => {
    if (!blocked) return;
    if (hadUser.current) {
      // No full reload here: it could beat redux-persist to sessionStorage and bring the ended
      // session back with the reloaded page.
      void navigate('/', { replace: true });
      return;
    }
    // Kept for after login, so a mailed report link still leads to its report.
    rememberWantedAddress(`${pathname}${search}`);
    window.location.replace('/');
  }, [blocked, navigate, pathname, search]);
  return blocked ? null : children;
};
