import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildCheckinBoard, buildCheckinRecipient, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { BOARD_POLL_MS, CheckinBoard } from './checkin-board';

const owner = buildSessionUser();
const board = buildCheckinBoard();
const answered = buildCheckinBoard({
  counts: { total: 2, safe: 1, help: 0, none: 1 },
  recipients: [
    buildCheckinRecipient({
      answer: 'safe',
      note: 'At the hotel',
      answered_at: '2026-11-27T20:10:00.000Z',
    }),
    board.recipients[1]!,
  ],
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderBoard = (can_manage = true) => {
  const show = vi.fn();
  const view = renderWithProviders(
    <CheckinBoard checkinId={board.checkin_id} back={() => {}} show={show} />,
    { user: owner },
  );
  return { ...view, show, can_manage };
};

describe('CheckinBoard', () => {
  it('shows who answered and who did not, and reads the board again while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    mockApi({
      'checkin/get': () =>
        okReply('Check-in found.', { checkin: reads++ === 0 ? board : answered }),
    });
    renderBoard();
    const answers = await screen.findByRole('list', { name: 'Answers' });
    expect(within(answers).getAllByText('No answer yet')).toHaveLength(2);
    expect(screen.getByText('Travellers in France')).toBeInTheDocument();
    expect(screen.getByText('Strikes in Lyon')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(BOARD_POLL_MS + 100));
    const ana = (await within(answers).findByText('Safe')).closest('li')!;
    expect(ana).toHaveTextContent('Ana Traveller');
    expect(ana).toHaveTextContent('“At the hotel”');
    expect(ana).toHaveTextContent('Answered 27 Nov 2026');
    expect(screen.getByText('Safe: 1')).toBeInTheDocument();
    expect(screen.getByText('No answer: 1')).toBeInTheDocument();
  });

  it('lets an owner close it after confirming, and export it', async () => {
    const closed = { ...board, status: 'closed' as const, closed_at: '2026-11-27T21:00:00.000Z' };
    const api = mockApi({
      'checkin/get': okReply('Check-in found.', { checkin: board }),
      'checkin/close': okReply('Check-in closed.', { checkin: closed }),
      'checkin/export': { body: { text: 'traveller,email' } },
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, show } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Close check-in' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close check-in' }),
    );
    expect(api.callsTo('checkin/close')[0]?.body).toEqual({ checkin_id: board.checkin_id });
    expect(show).toHaveBeenCalledWith('Check-in closed.', 'success');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(api.callsTo('checkin/export')[0]?.body).toEqual({ checkin_id: board.checkin_id });
    expect(saved).toEqual(['check-in-2026-11-27.csv']);
  });

  it('shows a member no way to close it', async () => {
    mockApi({
      'checkin/get': okReply('Check-in found.', { checkin: { ...board, can_manage: false } }),
    });
    renderBoard(false);
    await screen.findByRole('list', { name: 'Answers' });
    expect(screen.queryByRole('button', { name: 'Close check-in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
