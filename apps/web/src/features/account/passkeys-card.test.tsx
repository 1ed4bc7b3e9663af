import { CODES, MESSAGES, PASSKEY_MESSAGES } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { PasskeysCard } from './passkeys-card';

const KEY = {
  passkey_id: '7d4c1f1e-0000-4000-8000-00000000f001',
  name: 'Work laptop',
  created_at: '2026-01-15T10:00:00.000Z',
  last_used_at: null,
};

// The browser's prompt (absent from jsdom) answers at once.
vi.mock('../../components/second-factor/passkey-browser', () => ({
  createPasskey: () => Promise.resolve({ id: 'cred', rawId: 'cred', type: 'public-key' }),
}));

afterEach(() => vi.unstubAllGlobals());

describe('PasskeysCard', () => {
  it('lists the passkeys and removes one after confirming', async () => {
    let keys = [KEY];
    const api = mockApi({
      'passkey/list': () => okReply('Your passkeys', { passkey: keys, total: keys.length }),
      'passkey/remove': () => {
        keys = [];
        return okReply(PASSKEY_MESSAGES.removed);
      },
    });
    const { user } = renderWithProviders(<PasskeysCard />, { user: buildSessionUser() });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Work laptop')).toBeInTheDocument();
    expect(within(list).getByText(/not used yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the passkey Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove passkey' });
    // Who it is, again: the current password first, nothing sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.currentPasswordRequired,
    );
    expect(api.callsTo('passkey/remove')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Current Password'), 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No passkey yet.')).toBeInTheDocument();
    expect(api.callsTo('passkey/remove')[0]?.body).toEqual({
      passkey_id: KEY.passkey_id,
      currentPassword: 'Secret#123',
    });
  });

  it('removes with a recovery code instead, and shows a refusal in the dialog', async () => {
    let keys = [KEY];
    let refuse = true;
    const api = mockApi({
      'passkey/list': () => okReply('Your passkeys', { passkey: keys, total: keys.length }),
      'mfa/status': okReply('Two-step sign-in status', {
        mfa: { totp: false, recovery_codes_left: 10, passkeys: 1, required: false },
      }),
      'passkey/remove': () => {
        if (refuse) return failReply(400, CODES.invalidInput, MESSAGES.currentPasswordWrong);
        keys = [];
        return okReply(PASSKEY_MESSAGES.removed);
      },
    });
    const { user } = renderWithProviders(<PasskeysCard />, { user: buildSessionUser() });
    await user.click(await screen.findByRole('button', { name: 'Remove the passkey Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove passkey' });
    await user.type(within(dialog).getByLabelText('Current Password'), 'Wrong#1234');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.currentPasswordWrong,
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(within(dialog).getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No passkey yet.')).toBeInTheDocument();
    expect(api.callsTo('passkey/remove')[1]?.body).toEqual({
      passkey_id: KEY.passkey_id,
      recovery_code: 'abcdefghjk',
    });
  });

  it('shows the recovery codes once when the first passkey brings them', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '2')}`);
    mockApi({
      'passkey/list': okReply('Your passkeys', { passkey: [], total: 0 }),
      'passkey/registerStart': okReply(PASSKEY_MESSAGES.registerStarted, { options: {} }),
      'passkey/register': okReply(PASSKEY_MESSAGES.registeredWithCodes, {
        passkey: KEY,
        recovery_codes: codes,
      }),
    });
    const { user } = renderWithProviders(<PasskeysCard />, { user: buildSessionUser() });
    await user.type(await screen.findByLabelText('Passkey name'), 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const shown = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent(PASSKEY_MESSAGES.registeredWithCodes);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('asks for a name before the browser prompt opens', async () => {
    const api = mockApi({ 'passkey/list': okReply('Your passkeys', { passkey: [], total: 0 }) });
    const { user } = renderWithProviders(<PasskeysCard />, { user: buildSessionUser() });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.name);
    expect(api.callsTo('passkey/registerStart')).toHaveLength(0);
  });
});
