import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser, buildTraveller, buildTrip } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import SchedulePage from './schedule-page';

const owner = buildSessionUser();
const ana = buildTraveller();
const lagos = buildTrip();
const egypt = {
  advisory_id: '7d4c1f1e-0000-4000-8000-00000000e001',
  country: 'EG',
  text: 'Use the company driver only.',
  override_level: 'High Risk',
  emergency_contacts: 'Cairo desk +20 2 1234 5678',
  company_id: '7d4c1f1e-0000-4000-8000-000000000001',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const replies = (canManage: boolean) => ({
  'traveller/list': okReply('Travellers found.', {
    traveller: [ana],
    total: 1,
    can_manage: canManage,
  }),
  'trip/list': okReply('Trips found.', { trip: [lagos], total: 1, can_manage: canManage }),
  'advisory/list': okReply('Advisories found.', {
    advisory: [egypt],
    total: 1,
    can_manage: canManage,
  }),
  'tripSettings/get': okReply('Schedule settings found.', {
    tripSettings: { approval_level: 'High Risk', can_manage: canManage },
  }),
});

afterEach(() => vi.unstubAllGlobals());

describe('the trip form', () => {
  it('checks before any call, then adds a trip with a country stop in local times', async () => {
    const api = mockApi({
      ...replies(true),
      'trip/insert': okReply('Trip saved.', { trip: lagos }),
    });
    const { user } = renderWithProviders(<SchedulePage />, { user: owner });
    await user.click(await screen.findByRole('tab', { name: 'Trips' }));
    await user.click(screen.getByRole('button', { name: 'Add a trip' }));
    const form = screen.getByRole('form', { name: 'Add a trip' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose the traveller');
    expect(api.callsTo('trip/insert')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/^Traveller/), ana.traveller_id);
    await user.type(within(form).getByLabelText(/^Purpose/), 'Board meeting');
    const stop = within(form).getByRole('group', { name: 'Stop 1' });
    await user.selectOptions(within(stop).getByLabelText(/^Country/), 'JP');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await within(stop).findByText(/^Stop 1: Please enter when the stop begins/),
    ).toBeVisible();
    expect(api.callsTo('trip/insert')).toHaveLength(0);

    await user.type(within(stop).getByLabelText(/^From/), '2026-12-01T09:00');
    await user.type(within(stop).getByLabelText(/^To/), '2026-12-03T17:30');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Trip saved.')).toBeInTheDocument();
    expect(api.callsTo('trip/insert')[0]?.body).toEqual({
      traveller_id: ana.traveller_id,
      purpose: 'Board meeting',
      segments: [{ country: 'JP', from: '2026-12-01T09:00', to: '2026-12-03T17:30' }],
    });
  });

  it('changes a trip from its stops as saved, city included, and removes a stop', async () => {
    const twoStops = buildTrip({
      segments: [
        ...lagos.segments,
        { ...lagos.segments[0]!, place_name: null, lat: null, lon: null, country: 'GH' },
      ],
    });
    const api = mockApi({
      ...replies(true),
      'trip/list': okReply('Trips found.', { trip: [twoStops], total: 1, can_manage: true }),
      'trip/update': okReply('Trip updated.', { trip: lagos }),
    });
    const { user } = renderWithProviders(<SchedulePage />, { user: owner });
    await user.click(await screen.findByRole('tab', { name: 'Trips' }));
    await user.click(screen.getByRole('button', { name: 'Edit the trip Supplier audit' }));
    const form = screen.getByRole('form', { name: 'Change the trip Supplier audit' });
    await user.click(within(form).getByRole('button', { name: 'Remove stop 2' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Trip updated.')).toBeInTheDocument();
    const segment = lagos.segments[0]!;
    expect(api.callsTo('trip/update')[0]?.body).toEqual({
      trip_id: twoStops.trip_id,
      traveller_id: ana.traveller_id,
      purpose: 'Supplier audit',
      segments: [
        {
          place_name: 'Lagos',
          lat: segment.lat,
          lon: segment.lon,
          country: 'NG',
          from: segment.from,
          to: segment.to,
        },
      ],
    });
  });
});

describe('advisories and the approval level', () => {
  it('a member reads them and changes nothing', async () => {
    mockApi(replies(false));
    const { user } = renderWithProviders(<SchedulePage />, { user: owner });
    await user.click(await screen.findByRole('tab', { name: 'Advisories' }));
    const advisory = await screen.findByRole('article', { name: 'Advisory for Egypt' });
    expect(advisory).toHaveTextContent('Use the company driver only.');
    expect(advisory).toHaveTextContent('Cairo desk +20 2 1234 5678');
    expect(within(advisory).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Approval level' })).toBeNull();
    expect(screen.getByText(/wait for an owner’s or administrator’s approval/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an advisory' })).toBeNull();
  });

  it('an owner sets the approval level and writes an advisory with a level of its own', async () => {
    const api = mockApi({
      ...replies(true),
      'tripSettings/update': okReply('Approval level saved.', {
        tripSettings: { approval_level: 'Severe', can_manage: true },
      }),
      'advisory/upsert': okReply('Advisory saved.', { advisory: egypt }),
    });
    const { user } = renderWithProviders(<SchedulePage />, { user: owner });
    await user.click(await screen.findByRole('tab', { name: 'Advisories' }));
    const level = await screen.findByRole('form', { name: 'Approval level' });
    await user.selectOptions(within(level).getByRole('combobox'), 'Severe');
    await user.click(within(level).getByRole('button', { name: 'Save the approval level' }));
    expect(await screen.findByText('Approval level saved.')).toBeInTheDocument();
    expect(api.callsTo('tripSettings/update')[0]?.body).toEqual({ approval_level: 'Severe' });

    await user.click(screen.getByRole('button', { name: 'Add an advisory' }));
    const form = screen.getByRole('form', { name: 'Add an advisory' });
    await user.selectOptions(within(form).getByLabelText(/^Country/), 'IQ');
    await user.type(within(form).getByLabelText(/^Advice/), 'Travel by day only.');
    await user.selectOptions(within(form).getByLabelText(/^Our level/), 'Severe');
    await user.type(within(form).getByLabelText(/^Emergency/), 'Erbil office +964 66 000');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Advisory saved.')).toBeInTheDocument();
    expect(api.callsTo('advisory/upsert')[0]?.body).toEqual({
      country: 'IQ',
      text: 'Travel by day only.',
      override_level: 'Severe',
      emergency_contacts: 'Erbil office +964 66 000',
    });
  });
});
