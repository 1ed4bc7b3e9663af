import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import SlaPage from './sla-page';

const admin = buildSessionUser({ is_admin: true, is_customer: false });
const rows = [
  { customerType: 'Government', hours: 24 },
  { customerType: 'Corporate', hours: 48 },
  { customerType: 'Global', hours: 48 },
  { customerType: 'Citizen', hours: 72 },
];

afterEach(() => vi.unstubAllGlobals());

describe('SlaPage', () => {
  it('edits the hours of one customer type, checked by the contract rule first', async () => {
    const api = mockApi({
      'sla/list': okReply('found', { sla: rows }),
      'sla/update': okReply('Service level updated', {
        sla: { customerType: 'Citizen', hours: 36 },
      }),
    });
    const view = renderWithProviders(<SlaPage />, { user: admin });
    const citizen = await screen.findByLabelText('Citizen');
    expect(citizen).toHaveValue('72');
    await view.user.clear(citizen);
    await view.user.type(citizen, '900');
    const saves = screen.getAllByRole('button', { name: 'Save' });
    await view.user.click(saves[3]!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hours must be a whole number from 1 to 720',
    );
    expect(api.callsTo('sla/update')).toHaveLength(0);
    await view.user.clear(citizen);
    await view.user.type(citizen, '36');
    await view.user.click(saves[3]!);
    expect(await screen.findByText('Service level updated')).toBeInTheDocument();
    expect(api.callsTo('sla/update')[0]?.body).toEqual({ customerType: 'Citizen', hours: 36 });
  });

  it('answers a partner with the one "not allowed" screen', () => {
    const api = mockApi({});
    renderWithProviders(<SlaPage />, { user: buildSessionUser({ is_partner: true }) });
    expect(screen.getByRole('alert')).toHaveTextContent('This area is for administrators.');
    expect(api.calls).toHaveLength(0);
  });
});
