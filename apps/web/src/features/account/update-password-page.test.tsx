import { CODES, MESSAGES } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import UpdatePasswordPage from './update-password-page';

const user = buildSessionUser({ email: 'ada@example.com' });
const renewed = buildSessionUser({
  email: 'ada@example.com',
  accessToken: 'new-access',
  refreshToken: 'new-refresh',
});

afterEach(() => vi.unstubAllGlobals());

describe('UpdatePasswordPage', () => {
  it('asks for the current password first, then checks the strength rule, before calling the server', async () => {
    const api = mockApi({});
    const view = renderWithProviders(<UpdatePasswordPage />, { user });
    await view.user.type(screen.getByLabelText('New Password'), 'password');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordRequired);
    await view.user.type(screen.getByLabelText('Current Password'), 'Old#Secret1');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPassword);
    expect(api.calls).toHaveLength(0);
  });

  it("changes the caller's password, reads 'Updating...' while busy, and keeps the tab signed in", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi(
      {
        'user/updatePassword': okReply('Password updated successfully'),
        'auth/login': okReply('Logged in successfully', { user: renewed }),
      },
      { before: (path) => (path === 'user/updatePassword' ? gate : Promise.resolve()) },
    );
    const view = renderWithProviders(<UpdatePasswordPage />, { user });
    await view.user.type(screen.getByLabelText('Current Password'), 'Old#Secret1');
    await view.user.type(screen.getByLabelText('New Password'), 'Fresh#Pass9');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Password updated successfully')).toHaveClass('alert-success');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(api.callsTo('user/updatePassword')[0]).toMatchObject({
      body: { email: 'ada@example.com', currentPassword: 'Old#Secret1', password: 'Fresh#Pass9' },
      authorization: `Bearer ${user.accessToken}`,
    });
    expect(view.store.getState().token.refreshToken).toBe('new-refresh');
    // The fields are cleared, so the old password does not linger on screen.
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('shows the refusal of a wrong current password in the warning banner', async () => {
    mockApi({
      'user/updatePassword': failReply(400, CODES.invalidInput, MESSAGES.currentPasswordWrong),
    });
    const view = renderWithProviders(<UpdatePasswordPage />, { user });
    await view.user.type(screen.getByLabelText('Current Password'), 'Wrong#Secret1');
    await view.user.type(screen.getByLabelText('New Password'), 'Fresh#Pass9');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordWrong);
  });

  it('shows the message (no code) when refused', async () => {
    mockApi({
      'user/updatePassword': failReply(
        403,
        CODES.forbidden,
        'You can only change your own password',
      ),
    });
    const view = renderWithProviders(<UpdatePasswordPage />, { user });
    await view.user.type(screen.getByLabelText('Current Password'), 'Old#Secret1');
    await view.user.type(screen.getByLabelText('New Password'), 'Fresh#Pass9');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only change your own password',
    );
  });
});
