import { useEffect, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { failureText } from '../api/api';
import { PageSpinner } from '../components/page-spinner';
import { revealApp } from './prerendered';
import { useGenericTokenMutation } from '../session/session-api';
import { selectAccessToken, tokenReceived } from '../session/token-slice';
import { useAppDispatch, useAppSelector } from './store';

/** Waits for an access token (anonymous unless logged in) before the layout shows (spec §2). */
export const TokenGate = ({ children }: { children: ReactNode }) => {
  const dispatch = useAppDispatch();
  const accessToken = useAppSelector(selectAccessToken);
  const [requestToken, { error, isLoading }] = useGenericTokenMutation();

  useEffect(() => {
    if (accessToken || isLoading || error) return;
    void requestToken()
      .unwrap()
      .then((reply) => dispatch(tokenReceived({ accessToken: reply.accessToken })))
      .catch(() => undefined);
  }, [accessToken, dispatch, error, isLoading, requestToken]);

  const settled = Boolean(accessToken || error);
  useEffect(() => {
    if (settled) revealApp();
  }, [settled]);

  if (accessToken) return children;
  if (error) {
    return (
      <main className="container py-5 text-center">
        <Alert variant="warning">{failureText(error)}</Alert>
        <Button onClick={() => void requestToken()}>Try again</Button>
      </main>
    );
  }
  return <PageSpinner label="Connecting" />;
};
