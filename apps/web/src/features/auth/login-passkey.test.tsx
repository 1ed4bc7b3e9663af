import { CODES, MFA_MESSAGES, PASSKEY_MESSAGES } from '@georisk/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { PASSKEY_CANCELLED } from '../../components/second-factor/passkey-browser';
import LoginPage from './login-page';

const GOOD = { email: 'ada@example.com', password: 'Secret#123' };
const step = (methods: string[]) =>
  okReply(MFA_MESSAGES.mfaRequired, {
    mfa_required: true,
    mfa_token: 'mfa-t',
    mfa_methods: methods,
  });

const passwordStep = async () => {
  const view = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
  await view.user.type(screen.getByLabelText('Email'), GOOD.email);
  await view.user.type(screen.getByLabelText('Password', { exact: true }), GOOD.password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Two-step sign-in' });
  return view;
};

// Unmounted first: the login screen's pending domain check must not reach the real fetch.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login step with a passkey', () => {
  it('offers only "Use a passkey" to an account whose factor is a passkey', async () => {
    mockApi({ 'auth/login': step(['passkey']) });
    await passwordStep();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/6-digit code/)).toBeNull();
  });

  it('lets a passkey-only account that lost its passkey sign in with a recovery code', async () => {
    const api = mockApi({
      'auth/login': step(['passkey']),
      'auth/mfa': okReply(MFA_MESSAGES.loggedIn, { user: buildSessionUser() }),
    });
    const view = await passwordStep();
    await view.user.click(
      screen.getByRole('button', { name: 'Lost your passkey? Use a recovery code' }),
    );
    expect(screen.queryByRole('button', { name: 'Use a code from your app instead' })).toBeNull();
    await view.user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(api.callsTo('auth/mfa')).toHaveLength(1));
    expect(api.callsTo('auth/mfa')[0]?.body).toEqual({
      mfa_token: 'mfa-t',
      recovery_code: 'abcdefghjk',
    });
  });

  it('offers both to an account with an app and a passkey', async () => {
    mockApi({ 'auth/login': step(['totp', 'passkey']) });
    await passwordStep();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    expect(screen.getByLabelText(/6-digit code/)).toBeInTheDocument();
  });

  it('says so when the browser prompt is closed, and sends no answer', async () => {
    const api = mockApi({
      'auth/login': step(['passkey']),
      'auth/passkeyStart': okReply('Use your passkey', {
        options: { challenge: 'AAAA', allowCredentials: [], rpId: 'localhost' },
      }),
    });
    // The browser's WebAuthn (absent from jsdom): the person closes its prompt.
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { get: () => Promise.reject(new DOMException('closed', 'NotAllowedError')) },
    });
    const view = await passwordStep();
    await view.user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_CANCELLED);
    expect(api.callsTo('auth/passkeyStart')).toHaveLength(1);
    expect(api.callsTo('auth/passkey')).toHaveLength(0);
  });

  it('shows a refused passkey once and sends it once: no token renewal, no second try', async () => {
    const api = mockApi({
      'auth/login': step(['passkey']),
      'auth/passkeyStart': okReply('Use your passkey', {
        options: { challenge: 'AAAA', allowCredentials: [], rpId: 'localhost' },
      }),
      'auth/passkey': failReply(403, CODES.mfaCodeWrong, PASSKEY_MESSAGES.refused),
      // Were the refusal read as an expired session, the client would renew and send it again.
      'auth/generic': okReply('Token generated', { accessToken: 'anon-2' }),
    });
    const bytes = new Uint8Array([1, 2, 3, 4]).buffer;
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: {
        get: () =>
          Promise.resolve({
            id: 'AQIDBA',
            rawId: bytes,
            type: 'public-key',
            authenticatorAttachment: 'platform',
            response: {
              clientDataJSON: bytes,
              authenticatorData: bytes,
              signature: bytes,
              userHandle: bytes,
            },
            getClientExtensionResults: () => ({}),
          }),
      },
    });
    const view = await passwordStep();
    await view.user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.refused);
    expect(screen.getAllByText(PASSKEY_MESSAGES.refused)).toHaveLength(1);
    expect(api.callsTo('auth/passkey')).toHaveLength(1);
    expect(api.callsTo('auth/generic')).toHaveLength(0);
  });
});
