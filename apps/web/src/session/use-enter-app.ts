import type { SessionUser } from '@georisk/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useAppDispatch } from '../lib/store';
import { loggedIn } from './login-slice';
import { takeWantedAddress } from './wanted-address';

/**
 * The one way a sign-in ends, whatever its path (password, second factor, single sign-on): the
 * login state is stored, and the browser goes to the address a logged-out visitor asked for (a
 * mailed report link), else to /dashboard. `replace` drops the screen from the history (the SSO
 * landing page, whose one-time code Back must not offer again).
 */
export const useEnterApp = ({ replace = false }: { replace?: boolean } = {}) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (session: SessionUser) => {
      dispatch(loggedIn(session));
      void navigate(takeWantedAddress() ?? paths.dashboard, { replace });
    },
    [dispatch, navigate, replace],
  );
};
