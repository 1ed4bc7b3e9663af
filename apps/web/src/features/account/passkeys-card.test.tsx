import { PASSKEY_MESSAGES } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { PasskeysCard } from './passkeys-card';

const KEY = {
  passkey_id: '7d4c1f1e-0000-4000-8000-00000000f001',
  name: 'Work laptop',
  created_at: '2026-01-15T10:00:00.000Z',
  last_used_at: null,
};

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
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No passkey yet.')).toBeInTheDocument();
    expect(api.callsTo('passkey/remove')[0]?.body).toEqual({ passkey_id: KEY.passkey_id });
  });

  it('asks for a name before the browser prompt opens', async () => {
    const api = mockApi({ 'passkey/list': okReply('Your passkeys', { passkey: [], total: 0 }) });
    const { user } = renderWithProviders(<PasskeysCard />, { user: buildSessionUser() });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.name);
    expect(api.callsTo('passkey/registerStart')).toHaveLength(0);
  });
});
