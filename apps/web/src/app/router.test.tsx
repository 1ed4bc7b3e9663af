import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedIn, loggedOut } from '../session/login-slice';
import { mockApi, okReply } from '../test/api-mock';
import { buildSessionUser } from '../test/factories';
import { routes } from './router';
import { makeStore } from '../lib/store';

afterEach(() => vi.unstubAllGlobals());

/** The app's real route table, started at `path` for a logged-in customer. */
const openAsCustomer = (path: string) => {
  mockApi({ 'incident/list': okReply('Incident Requests found', { incident: [], total: 0 }) });
  const { store, persistor } = makeStore();
  persistor.pause();
  store.dispatch(loggedIn(buildSessionUser()));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
};

describe('routes (docs/rules/screens.md#routes)', () => {
  it('sends an unknown path under /menu to /', async () => {
    const { router } = openAsCustomer('/menu/no-such-screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Incident Requests' })).toBeVisible();
  });

  it('shows the dashboard inside the menu at /menu/dashboard', async () => {
    const { router } = openAsCustomer('/menu/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeNull();
    expect(router.state.location.pathname).toBe('/menu/dashboard');
  });
});

describe('route guard (docs/rules/screens.md#route-guard)', () => {
  const replace = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    replace.mockClear();
    vi.stubGlobal('location', { ...window.location, replace });
  });

  it('remembers the address a visitor asked for', async () => {
    mockApi({});
    const { store, persistor } = makeStore();
    persistor.pause();
    const router = createMemoryRouter(routes, { initialEntries: ['/menu/sla'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('georisk:wanted-address')).toBe('/menu/sla');
    // A typed guarded address ends on the home page (the spec); only a mailed report link goes
    // on to the login screen.
    expect(sessionStorage.getItem('georisk:wanted-login')).toBeNull();
  });

  it('takes a visitor who opened a mailed report link on to the login screen', async () => {
    mockApi({});
    const { store, persistor } = makeStore();
    persistor.pause();
    const router = createMemoryRouter(routes, {
      initialEntries: ['/menu/incident?report=r1'],
    });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('georisk:wanted-address')).toBe('/menu/incident?report=r1');
    expect(sessionStorage.getItem('georisk:wanted-login')).toBe('1');
  });

  it('opens the login screen for a visitor sent home from a remembered address, once', async () => {
    mockApi({ 'event/list': okReply('found', { event: [], total: 0 }) });
    sessionStorage.setItem('georisk:wanted-address', '/menu/incident?report=r1');
    sessionStorage.setItem('georisk:wanted-login', '1');
    const { store, persistor } = makeStore();
    persistor.pause();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('georisk:wanted-address')).toBe('/menu/incident?report=r1');
    await act(() => router.navigate('/'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes someone whose session ends on a guarded page home without a reload, forgetting the page', async () => {
    const { store, router } = openAsCustomer('/menu/dashboard');
    await screen.findByRole('navigation', { name: 'Menu' });
    act(() => {
      store.dispatch(loggedOut());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // A full reload could run before the logged-out state is saved and restore the old session.
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('georisk:wanted-address')).toBeNull();
  });
});
