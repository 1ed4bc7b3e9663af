import { CODES, MESSAGES } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import ForgetPage from './forget-page';

const renderForget = (search = '') =>
  renderWithProviders(<ForgetPage />, { route: `/forget${search}`, path: '/forget' });

/** A too-short new password is refused on the spot; a good one is then sent. */
const setAfterRefusal = async (view: ReturnType<typeof renderForget>) => {
  await view.user.type(screen.getByLabelText('New Password'), 'short');
  await view.user.click(screen.getByRole('button', { name: 'Set Password' }));
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPassword);
  await view.user.clear(screen.getByLabelText('New Password'));
  await view.user.type(screen.getByLabelText('New Password'), 'Fresh#Pass9');
  await view.user.click(screen.getByRole('button', { name: 'Set Password' }));
};

afterEach(() => vi.unstubAllGlobals());

describe('ForgetPage', () => {
  it('checks the email before calling the server', async () => {
    const api = mockApi({});
    const view = renderForget();
    expect(screen.getByRole('heading', { name: 'Forget Password' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Email'), 'nobody@');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server message in a success banner', async () => {
    const message = 'If the e-mail is registered, a reset link is on its way';
    const api = mockApi({ 'user/forget': okReply(message) });
    const view = renderForget();
    await view.user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toHaveClass('alert-success');
    expect(api.callsTo('user/forget')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('shows a warning the message (no code) on failure', async () => {
    mockApi({ 'user/forget': failReply(429, CODES.rateLimited, 'Too many requests') });
    const view = renderForget();
    await view.user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });

  it('with ?token= sets a new password through user/resetPassword', async () => {
    const api = mockApi({ 'user/resetPassword': okReply('Password changed. Please login') });
    const view = renderForget('?token=abc123');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await setAfterRefusal(view);
    expect(await screen.findByText('Password changed. Please login')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('user/resetPassword')[0]?.body).toEqual({
      token: 'abc123',
      password: 'Fresh#Pass9',
    });
  });

  it('with a used or expired link says so, drops the form and offers a new link', async () => {
    mockApi({
      'user/resetPassword': failReply(400, CODES.resetTokenInvalid, MESSAGES.invalidToken),
    });
    const view = renderForget('?token=old');
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('New Password'), 'Fresh#Pass9');
    await view.user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(MESSAGES.invalidToken)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forget',
    );
  });

  it('drops the password-rules warning once the password is reset', async () => {
    mockApi({ 'user/resetPassword': okReply('Your password has been reset') });
    const view = renderForget('?token=abc123');
    await setAfterRefusal(view);
    await screen.findByText('Your password has been reset');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
