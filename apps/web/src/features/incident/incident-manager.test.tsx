import type { Incident } from '@georisk/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildFactor, buildIncident, buildQueryType, buildSessionUser } from '../../test/factories';
import { IncidentManager } from './incident-manager';

const user = buildSessionUser();
const stamp = { created_at: '2026-11-21T10:00:00.000Z', updated_at: '2026-11-21T10:00:00.000Z' };
const travel = buildQueryType({ about: 'Is it safe?' });
const WAR = travel.categories;
const incident = (incident_id: string, query: string, status: Incident['status']) =>
  buildIncident({ incident_id, query, status, created_by: user.user_id });
const answered = incident(
  '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
  'Is the border safe?',
  'Answered',
);
const open = incident(
  '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  'Will the airport close?',
  'Submitted',
);
const troops = buildFactor({
  factor_id: 'f1',
  name: 'Troop movements',
  code: 'MC-TRP',
  about: 'Forces near the border.',
});

afterEach(() => vi.unstubAllGlobals());

describe('IncidentManager', () => {
  it('opens the report from ?report=<id> and goes Back to the list', async () => {
    const api = mockApi({
      'incident/get': okReply('found', { incident: answered }),
      'factor/search': okReply('found', { factor: [troops], total: 1 }),
      'finding/list': okReply('found', {
        finding: [
          {
            finding_id: 'x',
            incident_id: answered.incident_id,
            factor_id: 'f1',
            response_status: 'Red',
            factor_response: 'Massing',
            created_by: 'p',
            created_at: stamp.created_at,
          },
        ],
      }),
      'incident/list': okReply('found', { incident: [answered], total: 1 }),
    });
    const view = renderWithProviders(<IncidentManager />, {
      user,
      route: `/menu/incident?report=${answered.incident_id}`,
    });
    expect(await screen.findByRole('heading', { name: 'Travel safety' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Troop movements/ });
    expect(screen.getByText(/answered 21 Nov 2026/)).toBeInTheDocument();
    expect(within(row).getByText('Red')).toHaveClass('text-bg-danger');
    expect(api.callsTo('factor/search')[0]?.body).toMatchObject({
      categories_id: WAR.categories_id,
    });
    expect(api.callsTo('finding/list')[0]?.body).toEqual({ incident_id: answered.incident_id });

    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Incident Requests' })).toBeInTheDocument();
    expect(view.location().search).toBe('');
    // The pressed Back button is gone with its view; focus lands on the new view instead.
    expect(document.activeElement).toHaveClass('view-region');
    // The server answers what the reader may read; the list names no author.
    expect(api.callsTo('incident/list')[0]?.body).toEqual({ limit: 500 });
  });

  it('edits through incident/get then incident/update, and deletes after confirming', async () => {
    let listed = [open, answered];
    const api = mockApi({
      'incident/list': () => okReply('found', { incident: listed, total: listed.length }),
      'incident/get': okReply('found', { incident: open }),
      'queryType/list': okReply('found', { queryType: [travel], total: 1 }),
      'incident/update': okReply('Incident Request updated', { incident: open }),
      'incident/remove': () => {
        listed = [answered];
        return okReply('Incident Request deleted', { incident: open });
      },
    });
    const view = renderWithProviders(<IncidentManager />, { user, route: '/menu/incident' });
    const cards = await screen.findAllByRole('article', { name: 'Travel safety' });
    // Opening the list reports its load; the save and delete below show their own outcome.
    expect(screen.getByRole('status')).toHaveTextContent('found');
    expect(within(cards[0]!).getByText('Will the airport close?')).toBeInTheDocument();
    // An answered request cannot be reworded (the server refuses it), so its Edit is off.
    expect(within(cards[1]!).getByRole('button', { name: 'Edit' })).toBeDisabled();

    await view.user.click(within(cards[0]!).getByRole('button', { name: 'Edit' }));
    expect(
      await screen.findByRole('heading', { name: 'Update Incident Request' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveValue('Will the airport close?');
    await view.user.clear(screen.getByRole('textbox', { name: 'Query' }));
    await view.user.type(
      screen.getByRole('textbox', { name: 'Query' }),
      'Will the airport reopen?',
    );
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Incident Request updated')).toHaveClass('alert-success');
    expect(api.callsTo('incident/update')[0]?.body).toEqual({
      incident_id: open.incident_id,
      customerType: 'Citizen',
      queryType_id: travel.queryType_id,
      query: 'Will the airport reopen?',
      countries: [],
    });

    // Back on the list, which re-fetches after the save.
    const afterSave = await screen.findAllByRole('article');
    await view.user.click(within(afterSave[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Incident Request' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Incident Request deleted')).toHaveClass('alert-success');
    expect(api.callsTo('incident/remove')[0]?.body).toEqual({
      incident_id: open.incident_id,
      is_deleted: true,
    });
    // Only a list fetched after the delete lacks the request (delete re-fetches).
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    // That re-fetch is not announced: the delete's outcome stays the one banner.
    expect(screen.getByRole('status')).toHaveTextContent('Incident Request deleted');
  });

  it('shows the empty-state screen, whose button opens the register form', async () => {
    mockApi({
      'incident/list': okReply('found', { incident: [], total: 0 }),
      'queryType/list': okReply('found', { queryType: [travel], total: 1 }),
    });
    const view = renderWithProviders(<IncidentManager />, { user, route: '/menu/incident' });
    expect(
      await screen.findByText(
        'You do not have registered any Incident Request with us. Please create One.',
      ),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Register Incident Request' }));
    expect(
      await screen.findByRole('heading', { name: 'Register Incident Request' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a customer sees the price and balance', user, true],
    [
      'an admin files free: no price line',
      buildSessionUser({ is_customer: false, is_admin: true }),
      false,
    ],
  ])('%s', async (_name, who, priced) => {
    mockApi({
      'incident/list': okReply('found', { incident: [], total: 0 }),
      'queryType/list': okReply('found', { queryType: [travel], total: 1 }),
      'credits/balance': okReply('found', {
        credits: { balance: 7, account: 'personal', company: null },
      }),
    });
    const view = renderWithProviders(<IncidentManager />, {
      user: who,
      route: '/menu/incident?form=new',
    });
    await view.user.selectOptions(await screen.findByLabelText('Identification'), 'Citizen');
    await view.user.selectOptions(screen.getByLabelText('QueryType'), travel.queryType_id);
    if (priced) {
      expect(await screen.findByTestId('price-line')).toHaveTextContent('you have 7');
    } else {
      expect(screen.queryByTestId('price-line')).not.toBeInTheDocument();
    }
  });

  it('goes Back from the form to the list on the same page, and the draft waits', async () => {
    mockApi({
      'incident/list': okReply('found', { incident: [open], total: 1 }),
      'queryType/list': okReply('found', { queryType: [travel], total: 1 }),
    });
    const Back = () => {
      const navigate = useNavigate();
      return <button onClick={() => void navigate(-1)}>Browser Back</button>;
    };
    const view = renderWithProviders(
      <>
        <IncidentManager />
        <Back />
      </>,
      { user, route: '/menu/incident' },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Add Incident Request' }));
    expect(view.location().search).toBe('?form=new');
    await view.user.type(await screen.findByLabelText('Query'), 'Is the pass open?');
    await view.user.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(await screen.findByRole('heading', { name: 'Incident Requests' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/menu/incident');
    await view.user.click(screen.getByRole('button', { name: 'Add Incident Request' }));
    expect(await screen.findByLabelText('Query')).toHaveValue('Is the pass open?');
  });

  it("shows each card's outcome or expected answer time, and filters by text and status", async () => {
    const api = mockApi({
      'incident/list': okReply('found', {
        incident: [
          {
            ...answered,
            revision: 1,
            outcome: { Green: 3, Yellow: 1, Red: 2 },
            countries: ['UA', 'PL'],
          },
          { ...open, due_at: '2026-11-23T10:00:00.000Z', overdue: true },
        ],
        total: 2,
      }),
    });
    const view = renderWithProviders(<IncidentManager />, { user, route: '/menu/incident' });
    await screen.findAllByRole('article');
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('2 Red');
    expect(cards[0]).toHaveTextContent('1 Yellow');
    expect(cards[0]).toHaveTextContent('3 Green');
    expect(cards[0]).toHaveTextContent('Countries: Ukraine, Poland');
    expect(cards[1]).toHaveTextContent('Expected answer by 23 Nov 2026');
    expect(cards[1]).toHaveTextContent('Late');
    await view.user.type(screen.getByRole('searchbox', { name: 'Search my requests' }), 'airport');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In review');
    await vi.waitFor(() =>
      expect(api.callsTo('incident/list').at(-1)?.body).toEqual({
        q: 'airport',
        status: 'In review',
        limit: 500,
      }),
    );
    expect(view.location().search).toBe('?q=airport&status=In+review');
  });

  it("shows a company's shared request to a viewer: who filed it, no edit, delete or message", async () => {
    const colleague = { user_id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', name: 'Grace Hopper' };
    const acme = { company_id: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a090', name: 'Acme Security' };
    const shared = buildIncident({
      incident_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      query: 'Is the plant safe?',
      status: 'Answered',
      created_by: colleague.user_id,
      company: acme,
      filed_by: colleague,
    });
    const api = mockApi({
      'incident/list': okReply('found', { incident: [shared], total: 1 }),
      'incident/get': okReply('found', { incident: shared }),
      'company/get': okReply('found', {
        company: {
          ...acme,
          kind: 'Corporate',
          country: 'GB',
          domain: null,
          created_at: stamp.created_at,
          role: 'viewer',
        },
      }),
      'factor/search': okReply('found', { factor: [], total: 0 }),
      'finding/list': okReply('found', { finding: [] }),
      'finding/history': okReply('found', { revision: [] }),
      'message/list': okReply('found', { message: [], total: 0, offset: 0 }),
    });
    const view = renderWithProviders(<IncidentManager />, { user, route: '/menu/incident' });
    const card = await screen.findByRole('article', { name: travel.name });
    expect(card).toHaveTextContent('Acme Security · filed by Grace Hopper');
    expect(within(card).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
    await view.user.selectOptions(
      await screen.findByRole('combobox', { name: 'Whose requests' }),
      'company',
    );
    await vi.waitFor(() =>
      expect(api.callsTo('incident/list').at(-1)?.body).toEqual({ scope: 'company', limit: 500 }),
    );
    await view.user.click(within(card).getByRole('button', { name: /View Report/ }));
    expect(await screen.findByText(/Shared with Acme Security/)).toBeInTheDocument();
    expect(
      await screen.findByText('Viewers read this conversation but cannot write on it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
