import type { CheckinResponse } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import CheckinRespondPage from './checkin-page';

afterEach(() => vi.unstubAllGlobals());

const response = (overrides: Partial<CheckinResponse> = {}): CheckinResponse => ({
  name: 'Ana Traveller',
  asked_by: 'Acme Ltd',
  message: 'Strikes in Lyon',
  answer: 'safe',
  note: '',
  answered_at: '2026-11-27T20:10:00.000Z',
  replayed: false,
  open: true,
  ...overrides,
});

describe('CheckinRespondPage', () => {
  it('records the link’s answer without a login, then saves a note deliberately', async () => {
    const api = mockApi({
      'checkin/respond': (body) =>
        okReply('Thank you: your answer has been recorded.', {
          checkin: response({ note: (body.note as string | undefined) ?? '' }),
        }),
    });
    const { user } = renderWithProviders(<CheckinRespondPage />, {
      route: '/checkin?token=abc.def.ghi&answer=safe',
    });
    expect(await screen.findByText('Your answer: I am safe')).toBeInTheDocument();
    expect(
      screen.getByText('Acme Ltd asked whether you are safe, Ana Traveller.'),
    ).toBeInTheDocument();
    expect(api.callsTo('checkin/respond')[0]?.body).toEqual({
      token: 'abc.def.ghi',
      answer: 'safe',
    });
    expect(api.callsTo('checkin/respond')[0]?.authorization).toBe('Bearer anonymous-token');

    await user.type(screen.getByLabelText('Note (optional)'), 'At the hotel');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await vi.waitFor(() => expect(api.callsTo('checkin/respond')).toHaveLength(2));
    expect(api.callsTo('checkin/respond')[1]?.body).toEqual({
      token: 'abc.def.ghi',
      answer: 'safe',
      note: 'At the hotel',
      change: true,
    });
  });

  it('changes the answer only through its button, and says where to get help', async () => {
    const api = mockApi({
      'checkin/respond': (body) =>
        okReply('Recorded.', { checkin: response({ answer: body.answer as 'safe' | 'help' }) }),
    });
    const { user } = renderWithProviders(<CheckinRespondPage />, {
      route: '/checkin?token=abc.def.ghi&answer=safe',
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change my answer to “I need help”' }),
    );
    expect(await screen.findByText('Your answer: I need help')).toBeInTheDocument();
    expect(screen.getByText(/call the local emergency number/)).toBeInTheDocument();
    expect(api.callsTo('checkin/respond')[1]?.body).toMatchObject({ answer: 'help', change: true });
  });

  it('shows a refused link’s sentence, and no form', async () => {
    mockApi({
      'checkin/respond': failReply(
        410,
        'GR410',
        'This check-in has been closed, so answers are no longer recorded.',
      ),
    });
    renderWithProviders(<CheckinRespondPage />, { route: '/checkin?token=abc&answer=help' });
    expect(
      await screen.findByText('This check-in has been closed, so answers are no longer recorded.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save note' })).toBeNull();
  });

  it('refuses a link without its token before any call', () => {
    const api = mockApi({});
    renderWithProviders(<CheckinRespondPage />, { route: '/checkin?answer=safe' });
    expect(
      screen.getByText('This link is not valid. Please open the link from your e-mail again'),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
