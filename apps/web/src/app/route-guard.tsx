import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AUTH_ONLY_SEGMENTS } from '../config/paths';
import { selectUserId } from '../session/login-slice';
import { useAppSelector } from './store';

const needsLogin = (pathname: string): boolean => {
  const segment = pathname.split('/')[1] ?? '';
  return segment !== '' && (AUTH_ONLY_SEGMENTS as readonly string[]).includes(segment);
};

/**
 * Spec §2: a visitor without user_id on an authentication-only route gets a full page redirect to
 * the site root; nothing is shown while deciding.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const userId = useAppSelector(selectUserId);
  const { pathname } = useLocation();
  const blocked = !userId && needsLogin(pathname);
  useEffect(() => {
    if (blocked) window.location.replace('/');
  }, [blocked]);
  return blocked ? null : children;
};
