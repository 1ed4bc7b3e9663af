import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import type { SessionUser } from '@georisk/contract';
import { makeStore, type AppStore } from '../lib/store';
import { loggedIn } from '../session/login-slice';
import { tokenReceived } from '../session/token-slice';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the router starts: a path, or a path with router state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern `ui` is mounted on (default: every path). */
  path?: string;
  /** Other screens by path, e.g. `{ '/dashboard': <h1>Dashboard</h1> }`, to see where a screen went. */
  routes?: Record<string, ReactNode>;
  /** Log this user in first (tokens included); otherwise the store holds an anonymous token. */
  user?: SessionUser;
  store?: AppStore;
}

/** The app's store without writes to sessionStorage, which could outlive the test's window. */
const quietStore = (): AppStore => {
  const { store, persistor } = makeStore();
  persistor.pause();
  return store;
};

const LocationSpy = ({ onChange }: { onChange: (location: Location) => void }) => {
  onChange(useLocation());
  return null;
};

/**
 * Renders a screen as the app would: the real store (RTK Query api included) and a MemoryRouter.
 * Returns the store, a userEvent session and `location()`, the router's current location.
 */
export const renderWithProviders = (ui: ReactElement, options: ProviderOptions = {}) => {
  const { route = '/', path = '*', routes = {}, user, store = quietStore(), ...rest } = options;
  if (user) store.dispatch(loggedIn(user));
  else store.dispatch(tokenReceived({ accessToken: 'anonymous-token' }));
  let current: Location | undefined;
  const spy = <LocationSpy onChange={(location) => (current = location)} />;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {spy}
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(routes).map(([routePath, element]) => (
            <Route key={routePath} path={routePath} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </Provider>,
    rest,
  );
  const location = (): Location => {
    if (!current) throw new Error('The router has not rendered');
    return current;
  };
  // No pause between keystrokes: the tests assert what happens, not how fast a person types.
  return { ...view, store, user: userEvent.setup({ delay: null }), location };
};
