import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import { paths } from '../config/paths';
import { makeStore, type AppStore } from '../lib/store';
import { selectUser } from '../session/login-slice';
import { sessionApi } from '../session/session-api';
import { selectAccessToken } from '../session/token-slice';
import { App } from './app';
import { adoptCopy, prerenderedCopy } from './prerendered';

/** The saved token and login states, restored from sessionStorage (synchronous storage). */
const restored = (persistor: Persistor): Promise<void> =>
  new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });

/** An anonymous token for a visitor who has none yet; false when the server cannot give one. */
const anonymousToken = async (store: AppStore): Promise<boolean> => {
  if (selectAccessToken(store.getState())) return true;
  const request = store.dispatch(sessionApi.endpoints.genericToken.initiate());
  try {
    await request.unwrap();
    return true;
  } catch {
    return false;
  } finally {
    request.reset();
  }
};

/**
 * Starts the app. A visitor on "/" already sees the build-time landing page; the app fetches the
 * anonymous token behind it and then hydrates that copy, which its first render matches (news
 * still loading), so nothing is built or laid out twice (docs/performance.md). Everyone else, or a
 * visitor whose token call fails, gets a fresh render: hidden beside the copy until the token gate
 * settles, which keeps the spinner-until-token rule (docs/rules/screens.md).
 *
 * Both renders run as transitions, in slices that leave the browser its turn every few
 * milliseconds, so a tap or a scroll is never blocked for long.
 */
export const startApp = async (root: HTMLElement): Promise<void> => {
  const { store, persistor } = makeStore();
  await restored(persistor);
  const copy = prerenderedCopy();
  const visitorOnLanding =
    copy !== null && window.location.pathname === paths.home && !selectUser(store.getState());
  if (visitorOnLanding && (await anonymousToken(store))) {
    startTransition(() => {
      hydrateRoot(adoptCopy(copy), <App store={store} />);
    });
    return;
  }
  startTransition(() => createRoot(root).render(<App store={store} />));
};
