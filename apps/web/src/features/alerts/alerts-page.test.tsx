import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildAlert, buildBranch, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import AlertsPage from './alerts-page';

const customer = buildSessionUser();
const alert = buildAlert();
const listOf = (canManage: boolean, rows = [alert]) =>
  okReply('Alerts found.', { alert: rows, total: rows.length, can_manage: canManage });
const branches = okReply('Branches found.', {
  branch: [buildBranch()],
  total: 1,
  can_manage: true,
});

describe('AlertsPage', () => {
  it('reads an in-trip alert as "Trip: <traveller> in <city>", by country when it has no distance', async () => {
    const trip = {
      trip_id: '7d4c1f1e-0000-4000-8000-00000000d001',
      purpose: 'Supplier audit',
      traveller_name: 'Ana Pereira',
      stop: 0,
      place_name: 'Lagos',
      country: 'NG',
    };
    const inTrip = buildAlert({ alert_id: 'trip-alert-1', branch: null, trip, distance_km: 3.2 });
    const countryOnly = buildAlert({
      alert_id: 'trip-alert-2',
      branch: null,
      trip: { ...trip, place_name: null },
      distance_km: null,
      level: 'Severe',
    });
    mockApi({ 'alert/list': listOf(true, [inTrip, countryOnly]), 'branch/list': branches });
    renderWithProviders(<AlertsPage />, { user: customer });
    const card = await screen.findByRole('listitem', {
      name: 'Alert for Trip: Ana Pereira in Lagos',
    });
    expect(card).toHaveTextContent('Trip: Ana Pereira in Lagos · 3.2 km away');
    const country = screen.getByRole('listitem', {
      name: 'Alert for Trip: Ana Pereira in Nigeria',
    });
    expect(country).toHaveTextContent('Trip: Ana Pereira in Nigeria · in Nigeria');
    expect(within(card).getByRole('button', { name: 'Ask an analyst' })).toBeInTheDocument();
  });

  it('a viewer reads the alert, with nothing to act on', async () => {
    mockApi({ 'alert/list': listOf(false), 'branch/list': branches });
    renderWithProviders(<AlertsPage />, { user: customer });
    const card = await screen.findByRole('listitem', { name: 'Alert for Lyon office' });
    expect(within(card).getByRole('link', { name: 'Riots near Lyon' })).toBeInTheDocument();
    expect(within(card).getByText(/12 km away/)).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('filters by status, and dismisses only with a reason', async () => {
    const api = mockApi({
      'alert/list': listOf(true),
      'branch/list': branches,
      'alert/dismiss': okReply('Alert dismissed.', { alert: { ...alert, status: 'dismissed' } }),
    });
    const { user } = renderWithProviders(<AlertsPage />, { user: customer });
    await screen.findByRole('listitem', { name: 'Alert for Lyon office' });
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    expect(api.callsTo('alert/list').at(-1)?.body).toMatchObject({ status: 'open', offset: 0 });

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findAllByText('Please say why the alert is dismissed')).not.toHaveLength(0);
    expect(api.callsTo('alert/dismiss')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'A drill');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Alert dismissed.')).toBeInTheDocument();
    expect(api.callsTo('alert/dismiss')[0]?.body).toEqual({
      alert_id: alert.alert_id,
      reason: 'A drill',
    });
  });
});
