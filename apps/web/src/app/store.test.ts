import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedIn } from '../session/login-slice';
import { buildSessionUser } from '../test/factories';
import { makeStore } from '../lib/store';

afterEach(() => window.sessionStorage.clear());

describe('what survives a reload (docs/rules/screens.md#start-up-and-session-state)', () => {
  it('keeps only the token and login states, in sessionStorage', async () => {
    const { store, persistor } = makeStore();
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    store.dispatch(loggedIn(buildSessionUser()));
    await persistor.flush();
    const saved = JSON.parse(window.sessionStorage.getItem('persist:georisk') ?? '{}') as Record<
      string,
      string
    >;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'login', 'token']);
    expect(JSON.parse(saved.token ?? '{}')).toMatchObject({ accessToken: 'user-access-token' });
    expect(JSON.parse(saved.login ?? '{}').user).toMatchObject({ name: 'Ada Lovelace' });
    expect(window.localStorage.length).toBe(0);
  });
});
