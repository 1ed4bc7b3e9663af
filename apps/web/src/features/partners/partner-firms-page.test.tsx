import { monthBefore } from '@georisk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildCategory, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import PartnerFirmsPage from './partner-firms-page';

afterEach(() => vi.unstubAllGlobals());

const admin = buildSessionUser({ is_admin: true, is_customer: false });
const firm = {
  partner_firm_id: '7d8b4d6e-3a51-4c8e-9d1f-2f7f4b1f0a11',
  name: 'Harbour Analysts',
  about: '',
  countries: ['FR'],
  categories: [],
  languages: ['en'],
  members: [],
};
const partner = {
  user_id: '0b0f7f8e-52c4-4d3f-8a77-54f0d8c5a9e2',
  firstName: 'Pat',
  lastName: 'Partner',
  name: 'Pat Partner',
  email: 'pat@example.org',
  phone: '',
  is_active: true,
  is_disabled: false,
  is_customer: false,
  is_admin: false,
  is_partner: true,
  created_at: '2026-11-28T10:00:00.000Z',
};

describe('PartnerFirmsPage', () => {
  it('checks and adds a firm, then assigns a partner to it', async () => {
    const api = mockApi({
      'partnerFirm/list': okReply('Partner firms', { partnerFirm: [firm], total: 1 }),
      'partnerFirm/insert': okReply('Partner firm added', { partnerFirm: firm }),
      'partnerFirm/assign': okReply('Partner assigned', { partnerFirm: firm }),
      'user/list': okReply('Users', { user: [partner], total: 1 }),
      'categories/list': okReply('Categories', { categories: [], total: 0 }),
    });
    const view = renderWithProviders(<PartnerFirmsPage />, { user: admin });
    expect(await screen.findByRole('cell', { name: 'Harbour Analysts' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add firm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the firm name');
    await view.user.type(screen.getByLabelText(/^Name/), 'Harbour Analysts');
    await view.user.type(screen.getByLabelText(/^Languages/), 'english');
    await view.user.click(screen.getByRole('button', { name: 'Add firm' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Languages must be two-letter codes like en or fr',
    );
    expect(api.callsTo('partnerFirm/insert')).toHaveLength(0);
    await view.user.clear(screen.getByLabelText(/^Languages/));
    await view.user.type(screen.getByLabelText(/^Languages/), 'en, FR');
    await view.user.click(screen.getByRole('button', { name: 'Add firm' }));
    expect(await screen.findByText('Partner firm added')).toBeInTheDocument();
    expect(api.callsTo('partnerFirm/insert')[0]?.body).toMatchObject({
      name: 'Harbour Analysts',
      languages: ['en', 'fr'],
    });

    await view.user.click(screen.getByRole('button', { name: 'Assign partner' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a firm');
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: /^Firm/ }),
      'Harbour Analysts',
    );
    await screen.findByRole('option', { name: 'Pat Partner (pat@example.org)' });
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: /^Partner/ }),
      'Pat Partner (pat@example.org)',
    );
    await view.user.click(screen.getByRole('button', { name: 'Assign partner' }));
    expect(await screen.findByText('Partner assigned')).toBeInTheDocument();
    expect(api.callsTo('partnerFirm/assign')[0]?.body).toEqual({
      partner_firm_id: firm.partner_firm_id,
      user_id: partner.user_id,
    });
  });

  it('edits a firm with the same form: its values filled in, every field sent', async () => {
    const maritime = buildCategory({ name: 'Maritime' });
    const cyber = buildCategory({
      categories_id: 'c2f0a8b4-1d3e-4f5a-8b6c-7d8e9f0a1b2c',
      name: 'Cyber',
    });
    const api = mockApi({
      'partnerFirm/list': okReply('Partner firms', { partnerFirm: [firm], total: 1 }),
      'partnerFirm/update': okReply('Partner firm changed', { partnerFirm: firm }),
      'user/list': okReply('Users', { user: [partner], total: 1 }),
      'categories/list': okReply('Categories', { categories: [maritime, cyber], total: 2 }),
    });
    const view = renderWithProviders(<PartnerFirmsPage />, { user: admin });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Harbour Analysts' }));
    expect(screen.getByRole('heading', { name: 'Change Harbour Analysts' })).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Harbour Analysts');
    expect(screen.getByLabelText(/^Languages/)).toHaveValue('en');
    await view.user.clear(screen.getByLabelText(/^Name/));
    await view.user.click(screen.getByRole('button', { name: 'Save firm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the firm name');
    expect(api.callsTo('partnerFirm/update')).toHaveLength(0);

    await view.user.type(screen.getByLabelText(/^Name/), 'Harbour & Straits');
    await view.user.type(screen.getByLabelText(/^About/), 'Ports');
    await view.user.click(await screen.findByRole('checkbox', { name: 'Cyber' }));
    await view.user.type(screen.getByLabelText(/^Languages/), ', fr');
    await view.user.click(screen.getByRole('button', { name: 'Save firm' }));
    expect(await screen.findByText('Partner firm changed')).toBeInTheDocument();
    expect(api.callsTo('partnerFirm/update')[0]?.body).toEqual({
      partner_firm_id: firm.partner_firm_id,
      name: 'Harbour & Straits',
      about: 'Ports',
      countries: ['FR'],
      categories: [cyber.categories_id],
      languages: ['en', 'fr'],
    });
    // Saved: the form is the empty "Add a firm" again.
    expect(screen.getByRole('heading', { name: 'Add a firm' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('answers a customer with the one "not allowed" screen', () => {
    const api = mockApi({});
    renderWithProviders(<PartnerFirmsPage />, { user: buildSessionUser() });
    expect(screen.getByRole('alert')).toHaveTextContent('This area is for administrators.');
    expect(api.calls).toHaveLength(0);
  });

  it("downloads a chosen firm's monthly statement, naming the firm", async () => {
    const other = {
      ...firm,
      partner_firm_id: '2c9e6f1a-8b4d-4f3a-9e2c-5d7a1b3c4e5f',
      name: 'Delta Desk',
    };
    const api = mockApi({
      'partnerFirm/list': okReply('Partner firms', { partnerFirm: [firm, other], total: 2 }),
      'user/list': okReply('Users', { user: [], total: 0 }),
      'categories/list': okReply('Categories', { categories: [], total: 0 }),
      'partnerFirm/balance': (body) =>
        okReply('Partner firm balance', {
          partnerFirm: {
            partner_firm_id: body.partner_firm_id,
            name: body.partner_firm_id === other.partner_firm_id ? other.name : firm.name,
            balance: body.partner_firm_id === other.partner_firm_id ? 7 : 13,
          },
        }),
      'partnerFirm/statement': { body: { text: 'firm,month' } },
      'statement/pdf': { body: { text: '%PDF' } },
    });
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderWithProviders(<PartnerFirmsPage />, { user: admin });
    await waitFor(() =>
      expect(screen.getByTestId('firm-balance')).toHaveTextContent(
        "Harbour Analysts's balance: 13 credits",
      ),
    );
    await view.user.selectOptions(screen.getByLabelText(/^Statement firm/), 'Delta Desk');
    await waitFor(() =>
      expect(screen.getByTestId('firm-balance')).toHaveTextContent(
        "Delta Desk's balance: 7 credits",
      ),
    );
    expect(api.callsTo('partnerFirm/balance').at(-1)?.body).toEqual({
      partner_firm_id: other.partner_firm_id,
    });
    const last = monthBefore(new Date());
    await view.user.click(
      screen.getByRole('button', { name: `Download the ${last} statement of Delta Desk as CSV` }),
    );
    expect(api.callsTo('partnerFirm/statement')[0]?.body).toEqual({
      month: last,
      partner_firm_id: other.partner_firm_id,
    });
    fireEvent.change(screen.getByLabelText(/^Statement month/), { target: { value: '2026-09' } });
    await view.user.click(
      screen.getByRole('button', { name: 'Download the 2026-09 statement of Delta Desk as PDF' }),
    );
    expect(api.callsTo('statement/pdf')[0]?.body).toEqual({
      month: '2026-09',
      partner_firm_id: other.partner_firm_id,
    });
  });
});
