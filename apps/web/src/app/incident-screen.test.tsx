import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../test/api-mock';
import { buildIncident, buildProposal, buildSessionUser } from '../test/factories';
import { renderWithProviders } from '../test/render';
import IncidentScreen from './incident-screen';

afterEach(() => vi.unstubAllGlobals());

const user = buildSessionUser();
const onQuote = buildIncident({
  incident_id: 'i1',
  created_by: user.user_id,
  quote: { firm: null },
});
const proposal = buildProposal;
const reportApi = (incident: typeof onQuote) => ({
  'incident/get': okReply('found', { incident }),
  'factor/search': okReply('found', { factor: [], total: 0 }),
  'finding/list': okReply('found', { finding: [] }),
});
const open = (incidentId: string) =>
  renderWithProviders(<IncidentScreen />, { user, route: `/menu/incident?report=${incidentId}` });

/** The report of a request priced on quote lists its proposals (docs/rules/proposals.md). */
describe('IncidentScreen: a request priced on quote', () => {
  it("lists the firms' proposals on the report, and its author accepts one after confirming", async () => {
    const api = mockApi({
      ...reportApi(onQuote),
      'proposal/list': okReply('found', {
        proposal: [proposal(), proposal({ proposal_id: 'p2', status: 'withdrawn' })],
      }),
      'proposal/accept': okReply('Proposal accepted', {
        proposal: proposal({ status: 'accepted' }),
      }),
    });
    const view = open('i1');
    const section = await screen.findByRole('region', { name: 'Proposals' });
    // No clock runs until a proposal is accepted: the report promises no time to answer.
    expect(screen.getByText(/Awaiting quotes: partner firms propose a price/)).toBeVisible();
    expect(screen.queryByText(/Expect the answer by/)).not.toBeInTheDocument();
    const table = await within(section).findByRole('table', { name: 'Proposals on this request' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Harbour Analysts.*6 credits.*24 hours.*Ports desk/);
    expect(within(rows[0]!).getByText('Open')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Withdrawn')).toBeInTheDocument();
    // Only an open proposal is decided.
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('proposal/list')[0]?.body).toEqual({ incident_id: 'i1' });
    await view.user.click(
      within(rows[0]!).getByRole('button', { name: "Accept Harbour Analysts's proposal" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept this proposal?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept proposal' }));
    await waitFor(() => expect(api.callsTo('proposal/accept')).toHaveLength(1));
    expect(api.callsTo('proposal/accept')[0]?.body).toEqual({ proposal_id: 'p1' });
    expect(await within(section).findByText('Proposal accepted')).toBeInTheDocument();
  });

  it('offers no decision to a reader who does not decide', async () => {
    mockApi({
      ...reportApi({ ...onQuote, created_by: 'someone-else' }),
      'proposal/list': okReply('found', { proposal: [proposal()] }),
    });
    open('i1');
    const section = await screen.findByRole('region', { name: 'Proposals' });
    expect(await within(section).findByText('Harbour Analysts')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('says which firm answers once a proposal is accepted, and offers no decision', async () => {
    const firm = { partner_firm_id: 'f1', name: 'Harbour Analysts' };
    mockApi({
      ...reportApi({ ...onQuote, quote: { firm } }),
      'proposal/list': okReply('found', { proposal: [proposal({ status: 'accepted' })] }),
    });
    open('i1');
    const section = await screen.findByRole('region', { name: 'Proposals' });
    expect(within(section).getByText('Harbour Analysts is answering this request.')).toBeVisible();
    expect(await within(section).findByText('Accepted')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('shows no proposals on a priced request, and asks for none', async () => {
    const api = mockApi(reportApi({ ...onQuote, quote: null }));
    open('i1');
    expect(await screen.findByRole('heading', { name: 'Travel safety' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Proposals' })).not.toBeInTheDocument();
    expect(api.callsTo('proposal/list')).toHaveLength(0);
  });
});
