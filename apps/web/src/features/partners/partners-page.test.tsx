import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import PartnersPage from './partners-page';

afterEach(() => vi.unstubAllGlobals());

const firm = {
  partner_firm_id: 'f1',
  name: 'Harbour Analysts',
  about: 'Ports and shipping',
  countries: ['FR', 'DE'],
  categories: [{ categories_id: 'c1', name: 'Maritime' }],
  languages: ['en', 'fr'],
  answered: 3,
  median_hours: 4.5,
};

describe('PartnersPage', () => {
  it("shows each firm's coverage, answered requests and median hours", async () => {
    mockApi({
      'partnerFirm/directory': okReply('Partner firms', {
        partnerFirm: [
          firm,
          {
            ...firm,
            partner_firm_id: 'f2',
            name: 'New Firm',
            about: '',
            countries: [],
            categories: [],
            languages: [],
            answered: 0,
            median_hours: null,
          },
        ],
        total: 2,
      }),
    });
    renderWithProviders(<PartnersPage />, { user: buildSessionUser() });
    const card = await screen.findByRole('article', { name: 'Harbour Analysts' });
    expect(within(card).getByText('France, Germany')).toBeInTheDocument();
    expect(within(card).getByText('Maritime')).toBeInTheDocument();
    expect(within(card).getByText('English, French')).toBeInTheDocument();
    expect(within(card).getByText('3 requests answered')).toBeInTheDocument();
    expect(within(card).getByText('Median 4.5 hours to answer')).toBeInTheDocument();
    const fresh = screen.getByRole('article', { name: 'New Firm' });
    expect(within(fresh).getByText('Any country')).toBeInTheDocument();
    expect(within(fresh).getByText('0 requests answered')).toBeInTheDocument();
    expect(within(fresh).getByText('No answers yet')).toBeInTheDocument();
  });

  it('says so when no firm is listed', async () => {
    mockApi({ 'partnerFirm/directory': okReply('Partner firms', { partnerFirm: [], total: 0 }) });
    renderWithProviders(<PartnersPage />, { user: buildSessionUser() });
    expect(await screen.findByText('No partner firm is listed yet.')).toBeInTheDocument();
  });
});
