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
