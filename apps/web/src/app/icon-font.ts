import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useAppSelector } from '../lib/store';
import { selectUserId } from '../session/login-slice';
import { loadFullIconSet } from './icon-font-loader';

/** Where a visitor sees the landing page, whose few icons come with `virtual:landing-icons.css`. */
const isVisitorLanding = (pathname: string, loggedIn: boolean) =>
  !loggedIn && (pathname === paths.home || pathname === paths.dashboard);

/**
 * Loads the rules of every Bootstrap icon on any screen but the visitors' landing page: admins may
 * give a category any icon, so the other screens need them all (docs/performance.md).
 */
export const useIconFont = () => {
  const loggedIn = Boolean(useAppSelector(selectUserId));
  const { pathname } = useLocation();
  const needed = !isVisitorLanding(pathname, loggedIn);
  useEffect(() => {
    if (needed) void loadFullIconSet();
  }, [needed]);
};
