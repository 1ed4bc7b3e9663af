import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { useAppDispatch, useAppSelector } from '../lib/store';
import { loggedOut } from './login-slice';
import { useLogoutMutation } from './session-api';
import { selectRefreshToken } from './token-slice';

/** Sign Off: revoke the refresh token, reset the login state, go home. */
export const useSignOff = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refreshToken = useAppSelector(selectRefreshToken);
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    // Best effort: the session ends locally even if the server cannot be reached.
    await logout(refreshToken ? { refreshToken } : {}).catch(() => undefined);
    dispatch(loggedOut());
    // The user's own replies (their requests, findings...) do not stay in the tab.
    dispatch(api.util.resetApiState());
    void navigate('/');
  }, [dispatch, logout, navigate, refreshToken]);
};
