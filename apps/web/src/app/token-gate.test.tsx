import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectAccessToken } from '../session/token-slice';
import { failReply, mockApi, okReply } from '../test/api-mock';
import { makeStore } from '../lib/store';
import { TokenGate } from './token-gate';

afterEach(() => vi.unstubAllGlobals());

const renderGate = () => {
  const { store, persistor } = makeStore();
  persistor.pause();
  render(
    <Provider store={store}>
      <TokenGate>
        <h1>Main layout</h1>
      </TokenGate>
    </Provider>,
  );
  return store;
};

describe('token gate (docs/rules/screens.md#start-up-and-session-state)', () => {
  it('shows a spinner until the anonymous token arrives, then the layout', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi(
      { 'auth/generic': okReply('Token issued', { accessToken: 'anonymous-token' }) },
      { before: () => held },
    );
    const store = renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting');
    expect(screen.queryByRole('heading', { name: 'Main layout' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'Main layout' })).toBeInTheDocument();
    expect(selectAccessToken(store.getState())).toBe('anonymous-token');
  });

  it('shows its message (no code) and a way to try again when no token comes', async () => {
    let fail = true;
    mockApi({
      'auth/generic': () =>
        fail
          ? failReply(429, 'GR429', 'Too many attempts. Please try again in 5 seconds')
          : okReply('Token issued', { accessToken: 'anonymous-token' }),
    });
    renderGate();
    expect(
      await screen.findByText('Too many attempts. Please try again in 5 seconds'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Main layout' })).toBeInTheDocument();
  });
});
