import { CODES, MESSAGES } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import ActivatePage from './activate-page';

const USER_ID = '0b8c6a8e-8f1e-4d5e-9a57-3c2d1e0f9a8b';

const renderActivate = (state: unknown = { user_id: USER_ID }) =>
  renderWithProviders(<ActivatePage />, { route: { pathname: '/active', state }, path: '/active' });

afterEach(() => vi.unstubAllGlobals());

describe('ActivatePage', () => {
  it('tells the user to check mail and limits the OTP to 4 characters', () => {
    mockApi({});
    renderActivate();
    expect(screen.getByRole('heading', { name: 'Activate User' })).toBeInTheDocument();
    expect(screen.getByText(/check your mail/i)).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('maxLength', '4');
  });

  it('says User Information Missing without a user_id, before checking the OTP', async () => {
    const api = mockApi({});
    const view = renderActivate(null);
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.userInfoMissing);
    await view.user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.userInfoMissing);
    expect(api.calls).toHaveLength(0);
  });

  it('says Invalid Number for an OTP that is not 4 digits', async () => {
    const view = renderActivate();
    mockApi({});
    await view.user.type(screen.getByLabelText('OTP'), '12a');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidNumber);
  });

  it('activates and offers the Login link', async () => {
    const api = mockApi({ 'user/active': okReply('Account activated') });
    const view = renderActivate();
    await view.user.type(screen.getByLabelText('OTP'), '4821');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Account Activated Successfully. Please login'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('user/active')[0]?.body).toEqual({ user_id: USER_ID, otp: '4821' });
  });

  it('shows the message (no code) for a wrong OTP and lets the user retry', async () => {
    mockApi({ 'user/active': failReply(400, CODES.otpInvalid, 'Wrong OTP') });
    const view = renderActivate();
    await view.user.type(screen.getByLabelText('OTP'), '0000');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong OTP');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('resends the OTP and shows the server message', async () => {
    const api = mockApi({ 'user/generateOtp': okReply('A new OTP has been sent to your e-mail') });
    const view = renderActivate();
    await view.user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('A new OTP has been sent to your e-mail')).toHaveClass(
      'alert-success',
    );
    expect(api.callsTo('user/generateOtp')[0]?.body).toEqual({ user_id: USER_ID });
  });

  it('drops an earlier warning once the account is activated', async () => {
    let attempts = 0;
    mockApi({
      'user/active': () =>
        ++attempts === 1 ? failReply(429, 'AUTH004', 'Please wait') : okReply('Account activated'),
    });
    const view = renderActivate();
    await view.user.type(screen.getByLabelText('OTP'), '4821');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Account Activated Successfully. Please login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opened directly, offers Login so the account can be named', () => {
    mockApi({});
    renderActivate(null);
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });
});
