import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser, buildTraveller, buildTrip } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import SchedulePage from './schedule-page';

const owner = buildSessionUser();
const ana = buildTraveller();
const bart = buildTraveller({
  traveller_id: '7d4c1f1e-0000-4000-8000-00000000c002',
  name: 'Bart Smythe',
  email: 'bart.very.long.address@example.com',
});
const lagos = buildTrip();
const cairo = buildTrip({
  trip_id: '7d4c1f1e-0000-4000-8000-00000000d002',
  purpose: 'Port visit',
  status: 'pending_approval',
});

const replies = (canManage: boolean) => ({
  'traveller/list': okReply('Travellers found.', {
    traveller: [ana, bart],
    total: 2,
    can_manage: canManage,
  }),
  'trip/list': okReply('Trips found.', { trip: [lagos, cairo], total: 2, can_manage: canManage }),
});

afterEach(() => vi.unstubAllGlobals());

describe('SchedulePage', () => {
  it('shows who is where today in the stop’s own clock, and the trips waiting first', async () => {
    const api = mockApi({
      ...replies(true),
      'trip/approve': okReply('Trip approved.', { trip: { ...cairo, status: 'approved' } }),
    });
    const { user } = renderWithProviders(<SchedulePage />, { user: owner });
    const waiting = await screen.findByRole('region', { name: 'Waiting for your approval (1)' });
    expect(within(waiting).getByText(/Port visit/)).toBeInTheDocument();
    expect(within(waiting).queryByText(/Supplier audit/)).toBeNull();

    const today = screen.getByText('Today', { selector: '.badge' }).closest('.card')!;
    const line = within(today as HTMLElement)
      .getAllByText('Lagos, Nigeria')[0]!
      .closest('.list-group-item')!;
    expect(line).toHaveTextContent(`from ${lagos.segments[0]!.from.slice(11, 16)} Lagos time`);
    expect(line).toHaveTextContent('Planned');

    await user.click(within(waiting).getByRole('button', { name: 'Approve' }));
    await user.type(within(waiting).getByLabelText(/^Note for the traveller/), 'Use the driver');
    await user.click(within(waiting).getByRole('button', { name: 'Approve trip' }));
    expect(await screen.findByText('Trip approved.')).toBeInTheDocument();
    expect(api.callsTo('trip/approve')[0]?.body).toEqual({
      trip_id: cairo.trip_id,
      note: 'Use the driver',
    });
  });

  it('a member sees the trips and travellers, and nothing to decide or change', async () => {
    mockApi(replies(false));
    const { user } = renderWithProviders(<SchedulePage />, { user: owner });
    await screen.findAllByText('Lagos, Nigeria');
    expect(screen.queryByRole('region', { name: /Waiting for your approval/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Import' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Travellers' }));
    expect(screen.getByText(bart.email)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Edit ${bart.name}` })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a traveller' })).toBeNull();
  });

  it('an owner changes a traveller in the same form, filled in', async () => {
    const api = mockApi({
      ...replies(true),
      'traveller/update': okReply('Traveller saved.', { traveller: bart }),
    });
    const { user } = renderWithProviders(<SchedulePage />, { user: owner });
    await user.click(await screen.findByRole('tab', { name: 'Travellers' }));
    await user.click(screen.getByRole('button', { name: `Edit ${bart.name}` }));
    const form = screen.getByRole('form', { name: `Change ${bart.name}` });
    expect(within(form).getByLabelText(/^E-mail/)).toHaveValue(bart.email);
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'Bartholomew Smythe');
    await user.click(within(form).getByRole('button', { name: 'Save traveller' }));
    expect(await screen.findByText('Traveller saved.')).toBeInTheDocument();
    expect(api.callsTo('traveller/update')[0]?.body).toMatchObject({
      traveller_id: bart.traveller_id,
      name: 'Bartholomew Smythe',
      email: bart.email,
    });
  });

  it('opens a trip’s brief in the address, so Back returns to the week', async () => {
    mockApi({
      ...replies(true),
      'trip/brief': okReply('Brief.', { brief: { trip: cairo, segments: [] } }),
    });
    const { user, location } = renderWithProviders(<SchedulePage />, { user: owner });
    const waiting = await screen.findByRole('region', { name: /Waiting for your approval/ });
    await user.click(within(waiting).getByRole('button', { name: 'Read the brief' }));
    expect(await screen.findByText('Pre-trip brief: Port visit')).toBeInTheDocument();
    expect(location().search).toBe(`?brief=${cairo.trip_id}`);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });
});
