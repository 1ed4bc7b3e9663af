import type { Incident } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildArticle, buildFactor, buildIncident, buildSessionUser } from '../../test/factories';
import FindingPage from './finding-page';

const partner = buildSessionUser({ is_customer: false, is_partner: true });
const stamp = { created_at: '2026-11-21T10:00:00.000Z', updated_at: '2026-11-21T10:00:00.000Z' };
const incident = (status: Incident['status'], extra: Partial<Incident> = {}): Incident =>
  buildIncident({
    incident_id: 'i1',
    status,
    created_by: 'customer',
    owner: { user_id: 'customer', name: 'Carla Customer', email: 'carla@example.com' },
    ...extra,
  });
const factor = buildFactor({ factor_id: 'f1', name: 'Troop movements' });

afterEach(() => vi.unstubAllGlobals());

describe("FindingPage (the analysts' queue)", () => {
  it('lists requests soonest due first with customer, due time, overdue and unread marks', async () => {
    const api = mockApi({
      'incident/list': okReply('Incident Requests listed', {
        incident: [incident('Submitted', { overdue: true, unread_messages: true })],
        total: 1,
      }),
      'queryType/list': okReply('found', { queryType: [], total: 0 }),
    });
    renderWithProviders(<FindingPage />, { user: partner });
    const row = await screen.findByRole('row', { name: /Will the border stay open/ });
    expect(row).toHaveTextContent('Carla Customer');
    expect(row).toHaveTextContent('Overdue');
    expect(row).toHaveTextContent('Unread message');
    expect(row).toHaveTextContent('Unassigned');
    expect(api.callsTo('incident/list')[0]?.body).toEqual({ sort: 'due', limit: 25, offset: 0 });
    expect(screen.getByText('Showing 1–1 of 1 requests')).toBeInTheDocument();
  });

  it('filters by status, assignee ("Mine") and country, and searches the query text', async () => {
    const api = mockApi({
      'incident/list': okReply('found', { incident: [incident('In review')], total: 1 }),
      'queryType/list': okReply('found', { queryType: [], total: 0 }),
    });
    const { user } = renderWithProviders(<FindingPage />, { user: partner });
    await screen.findByRole('row', { name: /Will the border stay open/ });
    await user.selectOptions(screen.getByLabelText('Status'), 'In review');
    await user.selectOptions(screen.getByLabelText('Assignee'), 'Mine');
    await user.selectOptions(screen.getByLabelText('Country'), 'Ukraine');
    await user.type(screen.getByRole('searchbox', { name: 'Search the requests' }), 'border');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(api.callsTo('incident/list').at(-1)?.body).toEqual({
        sort: 'due',
        status: 'In review',
        assigned_to: 'me',
        q: 'border',
        countries: ['UA'],
        limit: 25,
        offset: 0,
      }),
    );
  });

  it('claims a free request, and says so when another analyst got there first', async () => {
    let claims = 0;
    const api = mockApi({
      'incident/list': okReply('found', { incident: [incident('Submitted')], total: 1 }),
      'queryType/list': okReply('found', { queryType: [], total: 0 }),
      'incident/claim': () =>
        ++claims === 1
          ? okReply('Incident Request claimed')
          : failReply(409, 'GR409', 'Another analyst holds this Incident Request'),
    });
    const { user } = renderWithProviders(<FindingPage />, { user: partner });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Incident Request claimed')).toHaveClass('alert-success');
    expect(api.callsTo('incident/claim')[0]?.body).toEqual({ incident_id: 'i1' });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another analyst holds this Incident Request',
    );
  });

  it("offers Release on the caller's own request", async () => {
    const api = mockApi({
      'incident/list': okReply('found', {
        incident: [
          incident('In review', {
            assigned_to: partner.user_id,
            assignee: { user_id: partner.user_id, name: partner.name },
          }),
        ],
        total: 1,
      }),
      'queryType/list': okReply('found', { queryType: [], total: 0 }),
      'incident/release': okReply('Incident Request released'),
    });
    const { user } = renderWithProviders(<FindingPage />, { user: partner });
    await user.click(await screen.findByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Incident Request released')).toBeInTheDocument();
    expect(api.callsTo('incident/release')[0]?.body).toEqual({ incident_id: 'i1' });
  });

  it('lets an admin assign a request to a partner', async () => {
    const admin = buildSessionUser({ is_admin: true, is_customer: false });
    const api = mockApi({
      'incident/list': okReply('found', { incident: [incident('Submitted')], total: 1 }),
      'queryType/list': okReply('found', { queryType: [], total: 0 }),
      'user/list': okReply('found', {
        user: [
          { user_id: 'p2', name: 'Pia Partner', is_partner: true },
          { user_id: 'c9', name: 'Cy Customer', is_partner: false },
        ],
        total: 2,
      }),
      'incident/assign': okReply('Incident Request assigned'),
    });
    const { user } = renderWithProviders(<FindingPage />, { user: admin });
    const assign = await screen.findByRole('combobox', { name: /^Assign "Will the border/ });
    await vi.waitFor(() =>
      expect(screen.getByRole('option', { name: 'Pia Partner' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('option', { name: 'Cy Customer' })).not.toBeInTheDocument();
    await user.selectOptions(assign, 'Pia Partner');
    expect(await screen.findByText('Incident Request assigned')).toBeInTheDocument();
    expect(api.callsTo('incident/assign')[0]?.body).toEqual({ incident_id: 'i1', user_id: 'p2' });
  });

  it('publishes an answer with its summary; the form closes with the reply', async () => {
    const api = mockApi({
      'incident/list': okReply('found', { incident: [incident('Submitted')], total: 1 }),
      'queryType/list': okReply('found', { queryType: [], total: 0 }),
      'factor/search': okReply('found', { factor: [factor], total: 1 }),
      'finding/list': okReply('found', { finding: [] }),
      'finding/insert': okReply('Finding registered'),
    });
    const { user } = renderWithProviders(<FindingPage />, { user: partner });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Not published yet.')).toBeInTheDocument();
    expect(api.callsTo('finding/list')[0]?.body).toEqual({ incident_id: 'i1', draft: true });
    await user.type(screen.getByLabelText('Summary'), 'Calm for now.');
    await user.selectOptions(screen.getByLabelText('Status of Troop movements'), 'Yellow');
    await user.type(screen.getByLabelText('Response for Troop movements'), 'Patrols doubled');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Finding registered')).toBeInTheDocument();
    expect(api.callsTo('finding/insert')[0]?.body).toEqual({
      incident_id: 'i1',
      factor_response: { f1: { response_status: 'Yellow', response: 'Patrols doubled' } },
      summary: 'Calm for now.',
      draft: false,
    });
  });

  it('revises a published answer through finding/update, prefilled, as a new revision', async () => {
    const api = mockApi({
      'incident/list': okReply('found', {
        incident: [incident('Answered', { revision: 1, stale: true, countries: ['UA', 'PL'] })],
        total: 1,
      }),
      'developments/list': okReply('found', {
        articles: [buildArticle({ title: 'Shelling near Kharkiv', riskLevel: 'Severe' })],
      }),
      'queryType/list': okReply('found', { queryType: [], total: 0 }),
      'factor/search': okReply('found', { factor: [factor], total: 1 }),
      'finding/list': okReply('found', {
        finding: [
          {
            finding_id: 'fd1',
            incident_id: 'i1',
            factor_id: 'f1',
            response_status: 'Red',
            factor_response: 'Massing',
            previous_status: null,
            created_by: partner.user_id,
            created_at: stamp.created_at,
          },
        ],
      }),
      'finding/get': okReply('found', {
        finding: {
          finding_id: 'fd1',
          incident_id: 'i1',
          factor_response: {},
          summary: 'Tense.',
          draft: false,
          revision: 1,
          created_by: partner.user_id,
          ...stamp,
        },
      }),
      'finding/update': okReply('Finding updated'),
    });
    const { user } = renderWithProviders(<FindingPage />, { user: partner });
    const row = await screen.findByRole('row', { name: /Will the border stay open/ });
    expect(row).toHaveTextContent('Countries: Ukraine, Poland');
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByLabelText('Status of Troop movements')).toHaveValue('Red');
    // A stale answer is revised in view of the news that made it stale.
    expect(
      await screen.findByRole('heading', { name: 'New developments since this assessment' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Shelling near Kharkiv/)).toBeInTheDocument();
    expect(screen.getByLabelText('Summary')).toHaveValue('Tense.');
    expect(screen.getByText('You are editing a published answer')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status of Troop movements'), 'Green');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Finding updated')).toBeInTheDocument();
    expect(api.callsTo('finding/update')[0]?.body).toEqual({
      finding_id: 'fd1',
      factor_response: { f1: { response_status: 'Green', response: 'Massing' } },
      summary: 'Tense.',
      draft: false,
    });
  });

  it('answers a customer with the one "not allowed" screen and asks for nothing', () => {
    const api = mockApi({});
    renderWithProviders(<FindingPage />, { user: buildSessionUser() });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This area is for partners and administrators.',
    );
    expect(screen.queryByRole('heading', { name: 'Finding' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
