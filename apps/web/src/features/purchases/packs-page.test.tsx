import { PURCHASE_TEXTS } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import PacksPage from './packs-page';

afterEach(() => vi.unstubAllGlobals());

const admin = buildSessionUser({ is_admin: true, is_customer: false });
const starter = {
  pack_id: '6a1f3c9e-2b4d-4e8f-9a0b-1c2d3e4f5a6b',
  name: 'Starter',
  credits: 10,
  price_eur: 4900,
  is_active: true,
};

describe('PacksPage', () => {
  it('lists the packs, checks and adds one with its price in euros', async () => {
    const api = mockApi({
      'pack/list': okReply('Credit packs', { pack: [starter], total: 1 }),
      'pack/insert': okReply('Credit pack saved', { pack: { ...starter, pack_id: 'p2' } }),
    });
    const view = renderWithProviders(<PacksPage />, { user: admin });
    const row = (await screen.findByRole('cell', { name: 'Starter' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '€49.00' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Yes' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Add Credit pack' }));
    expect(screen.getByRole('heading', { name: 'Register Credit pack' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/^Name/), 'Agency');
    await view.user.type(screen.getByLabelText(/^Credits/), 'lots');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText(PURCHASE_TEXTS.invalidPackCredits)[0]).toBeInTheDocument();
    expect(api.callsTo('pack/insert')).toHaveLength(0);

    await view.user.clear(screen.getByLabelText(/^Credits/));
    await view.user.type(screen.getByLabelText(/^Credits/), '500');
    await view.user.type(screen.getByLabelText(/^Price/), '1499.5');
    await view.user.click(screen.getByRole('switch', { name: 'On sale' }));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Credit pack saved')).toBeInTheDocument();
    expect(api.callsTo('pack/insert')[0]?.body).toEqual({
      name: 'Agency',
      credits: 500,
      price_eur: 149950,
      is_active: false,
    });
  });

  it('edits a pack from the list: its values filled in, the update names it', async () => {
    const api = mockApi({
      'pack/list': okReply('Credit packs', { pack: [starter], total: 1 }),
      'pack/update': okReply('Credit pack saved', { pack: starter }),
    });
    const view = renderWithProviders(<PacksPage />, { user: admin });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Starter' }));
    expect(screen.getByRole('heading', { name: 'Update Credit pack' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Price/)).toHaveValue('49.00');
    await view.user.clear(screen.getByLabelText(/^Price/));
    await view.user.type(screen.getByLabelText(/^Price/), '45');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Credit pack saved')).toBeInTheDocument();
    expect(api.callsTo('pack/update')[0]?.body).toEqual({
      pack_id: starter.pack_id,
      name: 'Starter',
      credits: 10,
      price_eur: 4500,
      is_active: true,
    });
  });

  it('answers a customer with the one "not allowed" screen', () => {
    const api = mockApi({});
    renderWithProviders(<PacksPage />, { user: buildSessionUser() });
    expect(screen.getByRole('alert')).toHaveTextContent('This area is for administrators.');
    expect(api.calls).toHaveLength(0);
  });
});
