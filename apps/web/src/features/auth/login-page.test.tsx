import { CODES, MESSAGES } from '@georisk/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import { rememberWantedAddress } from '../../session/wanted-address';
import LoginPage from './login-page';

const GOOD = { email: 'ada@example.com', password: 'Secret#123' };

const renderLogin = () =>
  renderWithProviders(<LoginPage />, {
    route: '/login',
    path: '/login',
    routes: {
      '/dashboard': <h1>Dashboard</h1>,
      '/active': <h1>Activate</h1>,
      '/menu/incident': <h1>Incident Requests</h1>,
    },
  });

const fillAndSubmit = async (
  view: ReturnType<typeof renderLogin>,
  values: { email: string; password: string },
) => {
  if (values.email) await view.user.type(screen.getByLabelText('Email'), values.email);
  if (values.password)
    await view.user.type(screen.getByLabelText('Password', { exact: true }), values.password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
};

// Unmounted first: the screen's pending domain check must not reach the real fetch.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('shows the spec layout: title, Forget Password link and Sign up to /register', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forget Password' })).toHaveAttribute(
      'href',
      '/forget',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('checks the email first, then the password, without calling the server', async () => {
    const api = mockApi({});
    const view = renderLogin();
    await fillAndSubmit(view, { email: 'not-an-email', password: 'weak' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
    await view.user.clear(screen.getByLabelText('Email'));
    await view.user.type(screen.getByLabelText('Email'), GOOD.email);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPassword);
    expect(api.calls).toHaveLength(0);
  });

  it('logs in: stores the user and goes to /dashboard', async () => {
    const user = buildSessionUser({ email: GOOD.email });
    const api = mockApi({ 'auth/login': okReply('Welcome', { user }) });
    const view = renderLogin();
    await fillAndSubmit(view, GOOD);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(api.callsTo('auth/login')[0]?.body).toEqual(GOOD);
    expect(api.callsTo('auth/login')[0]?.authorization).toBe('Bearer anonymous-token');
    expect(view.store.getState().login.user).toEqual(user);
    expect(view.store.getState().token.accessToken).toBe(user.accessToken);
  });

  it('shows the refusal message, not its code, on failure and stops the spinner', async () => {
    mockApi({
      'auth/login': failReply(401, CODES.invalidCredentials, 'Invalid email or password'),
    });
    const view = renderLogin();
    await fillAndSubmit(view, GOOD);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email or password$/);
    expect(screen.queryByRole('status', { name: 'Working' })).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
    expect(view.store.getState().login.user).toBeNull();
  });

  it('sends a refused login once: no token renewal, no second password check', async () => {
    const api = mockApi({
      'auth/login': failReply(401, CODES.invalidCredentials, 'Invalid email or password'),
      'auth/generic': okReply('Token issued', { accessToken: 'fresh-anonymous-token' }),
    });
    const view = renderLogin();
    await fillAndSubmit(view, GOOD);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email or password$/);
    expect(api.callsTo('auth/login')).toHaveLength(1);
    expect(api.callsTo('auth/generic')).toHaveLength(0);
  });

  it('shows the small spinner while the request is in flight', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(
      { 'auth/login': okReply('Welcome', { user: buildSessionUser() }) },
      { before: () => gate },
    );
    const view = renderLogin();
    await fillAndSubmit(view, GOOD);
    expect(await screen.findByRole('status', { name: 'Working' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    release();
    await screen.findByRole('heading', { name: 'Dashboard' });
  });

  it('sends an inactive account (PAY032) to /active with its user_id', async () => {
    const user_id = '0b8c6a8e-8f1e-4d5e-9a57-3c2d1e0f9a8b';
    mockApi({
      'auth/login': failReply(403, CODES.accountNotActivated, 'Account not activated', { user_id }),
    });
    const view = renderLogin();
    await fillAndSubmit(view, GOOD);
    await screen.findByRole('heading', { name: 'Activate' });
    expect(view.location().state).toEqual({ user_id });
  });

  it('after login goes to the address a logged-out visitor asked for (the mailed report link)', async () => {
    rememberWantedAddress('/menu/incident?report=abc');
    mockApi({ 'auth/login': okReply('Welcome', { user: buildSessionUser() }) });
    const view = renderLogin();
    await fillAndSubmit(view, GOOD);
    await screen.findByRole('heading', { name: 'Incident Requests' });
    expect(view.location().search).toBe('?report=abc');
    // Used once: the next login goes home again.
    expect(window.sessionStorage.getItem('georisk:wanted-address')).toBeNull();
  });

  it('never follows a remembered address to another site', async () => {
    rememberWantedAddress('//evil.example/menu');
    mockApi({ 'auth/login': okReply('Welcome', { user: buildSessionUser() }) });
    const view = renderLogin();
    await fillAndSubmit(view, GOOD);
    await screen.findByRole('heading', { name: 'Dashboard' });
  });

  it('sends someone already logged in to their home instead of showing the form', async () => {
    mockApi({});
    renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
      user: buildSessionUser(),
      routes: { '/dashboard': <h1>Dashboard</h1> },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
