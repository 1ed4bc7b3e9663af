import { CODES, SSO_MESSAGES } from '@georisk/contract';
import { cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import SsoPage from './sso-page';

const renderAt = (search: string) =>
  renderWithProviders(
    <StrictMode>
      <SsoPage />
    </StrictMode>,
    {
      route: `/sso${search}`,
      path: '/sso',
      routes: { '/dashboard': <h1>Dashboard</h1>, '/login': <h1>Login</h1> },
    },
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SsoPage (/sso)', () => {
  it('exchanges the code once, with a spinner meanwhile, and logs in as the password login does', async () => {
    const user = buildSessionUser({ email: 'hal@acme.test' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi(
      { 'auth/ssoExchange': okReply(SSO_MESSAGES.signedIn, { user }) },
      { before: () => gate },
    );
    const view = renderAt('?code=one-time-code');
    expect(await screen.findByText('Signing you in')).toBeInTheDocument();
    release();
    await screen.findByRole('heading', { name: 'Dashboard' });
    // Single use: even React's double effects in development send it once.
    expect(api.callsTo('auth/ssoExchange').map((call) => call.body)).toEqual([
      { code: 'one-time-code' },
    ]);
    expect(view.store.getState().login.user).toEqual(user);
    expect(view.store.getState().token.accessToken).toBe(user.accessToken);
  });

  it("shows an exchange's refusal as a sentence with the way back to login", async () => {
    mockApi({
      'auth/ssoExchange': failReply(400, CODES.ssoStateInvalid, SSO_MESSAGES.stateInvalid),
    });
    const view = renderAt('?code=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.stateInvalid);
    expect(view.store.getState().login.user).toBeNull();
    await view.user.click(screen.getByRole('link', { name: 'Back to login' }));
    await screen.findByRole('heading', { name: 'Login' });
  });

  it.each([
    [CODES.ssoDomain, SSO_MESSAGES.outsideDomains],
    [CODES.ssoDisabled, SSO_MESSAGES.disabled],
    [CODES.ssoAudience, SSO_MESSAGES.audience],
    [CODES.ssoStaff, SSO_MESSAGES.staff],
    ['SSO999', SSO_MESSAGES.provider],
  ])('shows the sentence of ?error=%s and calls nothing', async (code, sentence) => {
    const api = mockApi({});
    renderAt(`?error=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('alert')).not.toHaveTextContent(code);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(api.calls).toHaveLength(0);
  });
});
