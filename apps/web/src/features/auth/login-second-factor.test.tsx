import { CODES, MFA_MESSAGES } from '@georisk/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import LoginPage from './login-page';

const GOOD = { email: 'ada@example.com', password: 'Secret#123' };
const user = buildSessionUser({ email: GOOD.email });
const ENROLMENT = {
  otpauth_url: 'otpauth://totp/GeoRisk:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_data_url: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES_SHOWN = Array.from({ length: 10 }, (_, i) => `abcde-fghj${i}`);

const renderLogin = () =>
  renderWithProviders(<LoginPage />, {
    route: '/login',
    path: '/login',
    routes: { '/dashboard': <h1>Dashboard</h1> },
  });

const passwordStep = async (view: ReturnType<typeof renderLogin>) => {
  await view.user.type(screen.getByLabelText('Email'), GOOD.email);
  await view.user.type(screen.getByLabelText('Password', { exact: true }), GOOD.password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
};

// Unmounted first: the login screen's pending domain check must not reach the real fetch.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage with a second factor', () => {
  it('asks for the code after the password, then logs in', async () => {
    const api = mockApi({
      'auth/login': okReply(MFA_MESSAGES.mfaRequired, { mfa_required: true, mfa_token: 'mfa-t' }),
      'auth/mfa': okReply('Logged in successfully', { user }),
    });
    const view = renderLogin();
    await passwordStep(view);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    // The code is checked before any call.
    await view.user.type(screen.getByLabelText(/6-digit code/), '12a');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MFA_MESSAGES.invalidCode);
    expect(api.callsTo('auth/mfa')).toHaveLength(0);
    await view.user.clear(screen.getByLabelText(/6-digit code/));
    await view.user.type(screen.getByLabelText(/6-digit code/), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('auth/mfa')[0]?.body).toEqual({ mfa_token: 'mfa-t', code: '123456' });
  });

  it('shows a wrong code once and sends it once: no token renewal, no second try', async () => {
    const api = mockApi({
      'auth/login': okReply(MFA_MESSAGES.mfaRequired, { mfa_required: true, mfa_token: 'mfa-t' }),
      'auth/mfa': failReply(403, CODES.mfaCodeWrong, MFA_MESSAGES.wrongCode),
      // Were the refusal read as an expired session, the client would renew and send it again.
      'auth/generic': okReply('Token generated', { accessToken: 'anon-2' }),
    });
    const view = renderLogin();
    await passwordStep(view);
    await view.user.type(await screen.findByLabelText(/6-digit code/), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.wrongCode);
    expect(screen.getAllByText(MFA_MESSAGES.wrongCode)).toHaveLength(1);
    expect(api.callsTo('auth/mfa')).toHaveLength(1);
    expect(api.callsTo('auth/generic')).toHaveLength(0);
    // The step stays open for the next code.
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
  });

  it('shows an expired step once and sends it once: the step is over, not the session', async () => {
    const api = mockApi({
      'auth/login': okReply(MFA_MESSAGES.mfaRequired, { mfa_required: true, mfa_token: 'mfa-t' }),
      'auth/mfa': failReply(401, CODES.mfaStepExpired, MFA_MESSAGES.tokenOver),
      'auth/generic': okReply('Token generated', { accessToken: 'anon-2' }),
    });
    const view = renderLogin();
    await passwordStep(view);
    await view.user.type(await screen.findByLabelText(/6-digit code/), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.tokenOver);
    expect(api.callsTo('auth/mfa')).toHaveLength(1);
    expect(api.callsTo('auth/generic')).toHaveLength(0);
  });

  it('takes a recovery code instead, and shows a refusal', async () => {
    const api = mockApi({
      'auth/login': okReply(MFA_MESSAGES.mfaRequired, { mfa_required: true, mfa_token: 'mfa-t' }),
      'auth/mfa': failReply(403, CODES.mfaCodeWrong, MFA_MESSAGES.wrongCode),
    });
    const view = renderLogin();
    await passwordStep(view);
    await view.user.click(
      await screen.findByRole('button', { name: 'Use a recovery code instead' }),
    );
    await view.user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.wrongCode);
    expect(api.callsTo('auth/mfa')[0]?.body).toEqual({
      mfa_token: 'mfa-t',
      recovery_code: 'abcdefghjk',
    });
  });

  it('walks an account that must enrol through the QR, then shows the recovery codes once', async () => {
    const api = mockApi({
      'auth/login': okReply(MFA_MESSAGES.enrolRequired, {
        mfa_enrol_required: true,
        mfa_token: 'enrol-t',
      }),
      'auth/mfaEnrol': okReply(MFA_MESSAGES.enrolStarted, { enrolment: ENROLMENT }),
      'auth/mfa': okReply('Logged in successfully', { user, recovery_codes: CODES_SHOWN }),
    });
    const view = renderLogin();
    await passwordStep(view);
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      ENROLMENT.qr_data_url,
    );
    expect(screen.getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await view.user.type(screen.getByLabelText(/6-digit code/), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.callsTo('auth/mfa')[0]?.body).toEqual({ mfa_token: 'enrol-t', code: '654321' });
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
