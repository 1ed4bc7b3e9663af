import { useDeferredValue, useEffect, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { failureText } from '../api/api';
import { PageSpinner } from '../components/page-spinner';
import { revealApp } from './prerendered';
import { useGenericTokenMutation } from '../session/session-api';
import { selectAccessToken } from '../session/token-slice';
import { useAppSelector } from '../lib/store';

/** Waits for an access token (anonymous unless logged in) before the layout shows. */
export const TokenGate = ({ children }: { children: ReactNode }) => {
  const accessToken = useAppSelector(selectAccessToken);
  const [requestToken, { error, isLoading }] = useGenericTokenMutation();

  useEffect(() => {
    if (accessToken || isLoading || error) return;
    void requestToken();
  }, [accessToken, error, isLoading, requestToken]);

  // A token that arrives later shows the app in slices (a deferred value renders as a
  // transition), so the first render of a whole screen never blocks the page. A token already
  // there at start renders the app at once: the hydrated landing page must match its first render
  // (app/start.tsx, docs/performance.md).
  const shownToken = useDeferredValue(accessToken);
  const settled = Boolean(shownToken || error);
  useEffect(() => {
    if (settled) revealApp();
  }, [settled]);

  if (shownToken) return children;
  if (error) {
    return (
      <main className="container py-5 text-center">
        <div className="alert alert-warning" role="alert">
          {failureText(error)}
        </div>
        <Button onClick={() => void requestToken()}>Try again</Button>
      </main>
    );
  }
  return <PageSpinner label="Connecting" />;
};
