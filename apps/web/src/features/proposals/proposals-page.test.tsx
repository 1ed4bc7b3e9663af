import { CREDIT_TEXTS, PROPOSAL_TEXTS, type QuoteRequest } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildProposal, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import ProposalsPage from './proposals-page';

afterEach(() => vi.unstubAllGlobals());

const proposal = buildProposal;

const request = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  incident_id: 'i1',
  query: 'Will the strait stay open this winter?',
  customerType: 'Corporate',
  countries: ['TR'],
  queryType: { queryType_id: 'q1', name: 'Bespoke assessment' },
  category: { categories_id: 'c1', name: 'Trade Policy' },
  company: null,
  firm: null,
  created_at: '2026-11-28T09:00:00.000Z',
  may_decide: true,
  proposals: [proposal()],
  ...overrides,
});

const listed = (requests: QuoteRequest[]) =>
  okReply('Requests awaiting quotes', { request: requests, total: requests.length });
const customerApi = {
  'company/get': failReply(404, 'GR404', 'You do not belong to a company yet'),
  'credits/balance': okReply('Credit balance', {
    credits: { account: 'personal', balance: 3, company: null },
  }),
};

describe('ProposalsPage', () => {
  it("shows a customer the firms' proposals and the 402 with its Purchase credits link", async () => {
    const api = mockApi({
      ...customerApi,
      'proposal/requests': listed([request()]),
      'proposal/accept': failReply(402, 'PAY402', CREDIT_TEXTS.notEnough),
    });
    const view = renderWithProviders(<ProposalsPage />, { user: buildSessionUser() });
    const card = await screen.findByRole('article', { name: /Bespoke assessment/ });
    expect(within(card).getByText('Harbour Analysts')).toBeInTheDocument();
    expect(within(card).getByText('6 credits')).toBeInTheDocument();
    expect(within(card).getByText('24 hours')).toBeInTheDocument();
    expect(screen.getByText('Your balance: 3 credits')).toBeInTheDocument();
    await view.user.click(
      within(card).getByRole('button', { name: "Accept Harbour Analysts's proposal" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept this proposal?' });
    expect(dialog).toHaveTextContent('6 credits are held from your balance');
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept proposal' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(CREDIT_TEXTS.notEnough);
    expect(within(alert).getByRole('link', { name: 'Purchase credits' })).toHaveAttribute(
      'href',
      '/menu/purchase',
    );
    expect(api.callsTo('proposal/accept')[0]?.body).toEqual({ proposal_id: 'p1' });
  });

  it('accepts after confirming, and shows an accepted request without buttons', async () => {
    let accepted = false;
    mockApi({
      ...customerApi,
      'proposal/requests': () =>
        listed([
          accepted
            ? request({
                firm: { partner_firm_id: 'f1', name: 'Harbour Analysts' },
                proposals: [proposal({ status: 'accepted' })],
              })
            : request(),
        ]),
      'proposal/accept': () => {
        accepted = true;
        return okReply(PROPOSAL_TEXTS.accepted, { proposal: proposal({ status: 'accepted' }) });
      },
    });
    const view = renderWithProviders(<ProposalsPage />, { user: buildSessionUser() });
    await view.user.click(
      await screen.findByRole('button', { name: "Accept Harbour Analysts's proposal" }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Accept proposal' }));
    expect(await screen.findByText(PROPOSAL_TEXTS.accepted)).toBeInTheDocument();
    expect(await screen.findByText('Harbour Analysts is answering this request.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('offers no decision to a viewer and an empty state without requests', async () => {
    mockApi({ ...customerApi, 'proposal/requests': listed([request({ may_decide: false })]) });
    const view = renderWithProviders(<ProposalsPage />, { user: buildSessionUser() });
    expect(await screen.findByText('Harbour Analysts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    view.unmount();
    vi.unstubAllGlobals();
    mockApi({ ...customerApi, 'proposal/requests': listed([]) });
    renderWithProviders(<ProposalsPage />, { user: buildSessionUser() });
    expect(await screen.findByText(/You have no requests awaiting quotes/)).toBeInTheDocument();
  });

  it("checks a firm's offer in the contract's order before sending it", async () => {
    const api = mockApi({
      'proposal/requests': listed([request({ proposals: [] })]),
      'proposal/insert': okReply(PROPOSAL_TEXTS.sent, { proposal: proposal() }),
    });
    const partner = buildSessionUser({ is_partner: true, is_customer: false });
    const view = renderWithProviders(<ProposalsPage />, { user: partner });
    await screen.findByRole('article', { name: /Bespoke assessment/ });
    const send = screen.getByRole('button', { name: 'Send proposal' });
    await view.user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(PROPOSAL_TEXTS.invalidPrice);
    await view.user.type(screen.getByLabelText(/^Price in credits/), '6');
    await view.user.type(screen.getByLabelText(/^Delivery in hours/), '2161');
    await view.user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(PROPOSAL_TEXTS.invalidHours);
    expect(api.callsTo('proposal/insert')).toHaveLength(0);
    await view.user.clear(screen.getByLabelText(/^Delivery in hours/));
    await view.user.type(screen.getByLabelText(/^Delivery in hours/), '24');
    await view.user.type(screen.getByLabelText(/^Note/), 'Ports desk');
    await view.user.click(send);
    expect(await screen.findByText(PROPOSAL_TEXTS.sent)).toBeInTheDocument();
    expect(api.callsTo('proposal/insert')[0]?.body).toEqual({
      incident_id: 'i1',
      price_credits: 6,
      delivery_hours: 24,
      note: 'Ports desk',
    });
  });
});
