import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildCheckinBoard, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { CheckinStartForm } from './checkin-start-form';

afterEach(() => vi.unstubAllGlobals());

const renderForm = () => {
  const show = vi.fn();
  const onStarted = vi.fn();
  const view = renderWithProviders(
    <CheckinStartForm
      travellers={[
        { value: '7d4c1f1e-0000-4000-8000-00000000c001', label: 'Ana Traveller' },
        { value: '7d4c1f1e-0000-4000-8000-00000000c002', label: 'Bart Smythe' },
      ]}
      events={[{ value: '7d4c1f1e-0000-4000-8000-0000000a0001', label: 'Floods (Lyon)' }]}
      show={show}
      onStarted={onStarted}
    />,
    { user: buildSessionUser() },
  );
  return { ...view, show, onStarted };
};

describe('CheckinStartForm', () => {
  it('checks whom to ask first, then the chosen way’s field, before any call', async () => {
    const api = mockApi({});
    const { user, show } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send check-in' }));
    expect(show).toHaveBeenLastCalledWith(
      'Please choose whom to ask: travellers in a country, near an event, or chosen travellers',
    );
    await user.click(screen.getByLabelText('Everyone travelling in a country now'));
    await user.click(screen.getByRole('button', { name: 'Send check-in' }));
    expect(show).toHaveBeenLastCalledWith('Please choose the country');
    await user.click(screen.getByLabelText('Chosen travellers'));
    await user.click(screen.getByRole('button', { name: 'Send check-in' }));
    expect(show).toHaveBeenLastCalledWith('Please choose at least one traveller');
    expect(api.calls).toEqual([]);
  });

  it('sends only the chosen way’s field and opens the new board', async () => {
    const board = buildCheckinBoard();
    const api = mockApi({
      'checkin/insert': okReply('Check-in started: 2 travellers have been e-mailed.', {
        checkin: board,
      }),
    });
    const { user, show, onStarted } = renderForm();
    await user.click(screen.getByLabelText('Everyone travelling in a country now'));
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    await user.type(screen.getByLabelText('Message (optional)'), 'Strikes in Lyon');
    await user.click(screen.getByRole('button', { name: 'Send check-in' }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith(board));
    expect(api.callsTo('checkin/insert')[0]?.body).toEqual({
      by: 'country',
      country: 'FR',
      message: 'Strikes in Lyon',
    });
    expect(show).toHaveBeenCalledWith(
      'Check-in started: 2 travellers have been e-mailed.',
      'success',
    );
  });

  it('asks chosen travellers by ticking them', async () => {
    const api = mockApi({
      'checkin/insert': okReply('Check-in started.', { checkin: buildCheckinBoard() }),
    });
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Chosen travellers'));
    await user.click(screen.getByLabelText('Bart Smythe'));
    await user.click(screen.getByRole('button', { name: 'Send check-in' }));
    await vi.waitFor(() => expect(api.callsTo('checkin/insert')).toHaveLength(1));
    expect(api.callsTo('checkin/insert')[0]?.body).toEqual({
      by: 'travellers',
      traveller_ids: ['7d4c1f1e-0000-4000-8000-00000000c002'],
    });
  });
});
