import { CODES, SSO_MESSAGES } from '@georisk/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import LoginPage from './login-page';

const leaveSiteFor = vi.hoisted(() => vi.fn());
vi.mock('../../lib/leave-site', () => ({ leaveSiteFor }));

const PROVIDER = 'https://login.acme.test/authorize?client_id=georisk&state=s';

/** acme.test signs in with its company (enforced when told); any other domain does not. */
const ssoMocks = ({ enforced = false } = {}) =>
  mockApi({
    'auth/ssoDomain': (body) =>
      okReply('Single sign-on for this address', {
        sso: String(body.email).endsWith('@acme.test')
          ? { available: true, enforced }
          : { available: false, enforced: false },
      }),
    'auth/ssoStart': okReply('Continue at your identity provider', {
      sso: { redirect_url: PROVIDER },
    }),
    'auth/login': failReply(403, CODES.ssoRequired, SSO_MESSAGES.required),
  });

const renderLogin = () => renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
const companyButton = () => screen.queryByRole('button', { name: 'Sign in with your company' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  leaveSiteFor.mockReset();
});

describe('LoginPage with single sign-on', () => {
  it('offers "Sign in with your company" only for a domain that has it', async () => {
    const api = ssoMocks();
    const view = renderLogin();
    await view.user.type(screen.getByLabelText('Email'), 'ada@other.test');
    await vi.waitFor(() => expect(api.callsTo('auth/ssoDomain')).toHaveLength(1));
    expect(companyButton()).toBeNull();

    await view.user.clear(screen.getByLabelText('Email'));
    await view.user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    expect(
      await screen.findByRole('button', { name: 'Sign in with your company' }),
    ).toBeInTheDocument();
    // One question per settled address, not one per keystroke.
    expect(api.callsTo('auth/ssoDomain').map((call) => call.body)).toEqual([
      { email: 'ada@other.test' },
      { email: 'ada@acme.test' },
    ]);
    // Not enforced: the password login stays.
    expect(screen.getByLabelText('Password', { exact: true })).toBeInTheDocument();

    await view.user.click(companyButton()!);
    await vi.waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith(PROVIDER));
    expect(api.callsTo('auth/ssoStart')[0]?.body).toEqual({ email: 'ada@acme.test' });
  });

  it('asks nothing for an address that is not valid yet', async () => {
    const api = ssoMocks();
    const view = renderLogin();
    await view.user.type(screen.getByLabelText('Email'), 'ada@acme');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo('auth/ssoDomain')).toHaveLength(0);
    expect(companyButton()).toBeNull();
  });

  it('when enforced, offers no password but says why, and keeps it for staff who ask', async () => {
    const api = ssoMocks({ enforced: true });
    const view = renderLogin();
    await view.user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    expect(await screen.findByText(/Your company signs you in with single sign-on/)).toBeVisible();
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();

    // Enter in the e-mail field goes to the provider as the button does.
    await view.user.type(screen.getByLabelText('Email'), '{Enter}');
    await vi.waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith(PROVIDER));
    expect(api.callsTo('auth/login')).toHaveLength(0);

    await view.user.click(
      screen.getByRole('button', { name: 'Platform staff: use your password' }),
    );
    expect(screen.getByLabelText('Password', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a refused start as a sentence and stays on the login screen', async () => {
    mockApi({
      'auth/ssoDomain': okReply('Single sign-on for this address', {
        sso: { available: true, enforced: false },
      }),
      'auth/ssoStart': failReply(404, CODES.ssoNotConfigured, SSO_MESSAGES.noSso),
    });
    const view = renderLogin();
    await view.user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    await view.user.click(await screen.findByRole('button', { name: 'Sign in with your company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.noSso);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });
});
