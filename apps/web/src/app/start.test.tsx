import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLanding } from '../prerender';
import { failReply, mockApi, okReply } from '../test/api-mock';
import { buildNewsEvent, buildSessionUser } from '../test/factories';
import { startApp } from './start';

/** The page as the server sends "/": the build-time landing page beside an empty root. */
const loadLandingHtml = () => {
  document.body.innerHTML = `<div id="prerendered">${renderLanding()}</div><div id="root"></div>`;
  return document.getElementById('root') as HTMLElement;
};

const landingReplies = {
  'event/list': okReply('Events found', {
    event: [buildNewsEvent({ title: 'Border crossings reopen' })],
    total: 1,
  }),
  'country/list': okReply('Countries loaded', { country: [] }),
};

const heroHeading = () => screen.getByRole('heading', { name: /Know the risk before/ });

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  errors.mockRestore();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('start-up on the landing page (docs/performance.md#lighthouse)', () => {
  it("hydrates a visitor's build-time copy once the anonymous token is in, keeping its elements", async () => {
    const api = mockApi({
      'auth/generic': okReply('Token issued', { accessToken: 'anonymous-token' }),
      ...landingReplies,
    });
    loadLandingHtml();
    const staticHeading = heroHeading();
    await startApp(document.getElementById('root') as HTMLElement);

    expect(await screen.findByText('Border crossings reopen')).toBeVisible();
    // The very element the browser painted from the HTML is the app's now: nothing was rebuilt.
    expect(heroHeading()).toBe(staticHeading);
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(api.callsTo('event/list')[0]?.authorization).toBe('Bearer anonymous-token');
    // A first render that did not match the copy would be reported here.
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders afresh for a logged-in customer, whose "/" is not the landing page', async () => {
    sessionStorage.setItem(
      'persist:georisk',
      JSON.stringify({
        token: JSON.stringify({ accessToken: 'user-token', refreshToken: 'refresh' }),
        login: JSON.stringify({ user: buildSessionUser() }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    mockApi({ 'incident/list': okReply('Incident Requests found', { incident: [], total: 0 }) });
    loadLandingHtml();
    await startApp(document.getElementById('root') as HTMLElement);

    expect(await screen.findByRole('heading', { name: 'Incident Requests' })).toBeVisible();
    await waitFor(() => expect(document.getElementById('prerendered')).toBeNull());
    expect(screen.queryByRole('heading', { name: /Know the risk before/ })).toBeNull();
  });

  it('leaves the copy to the token gate when no token comes, which shows why', async () => {
    mockApi({ 'auth/generic': failReply(429, 'GR429', 'Too many attempts. Please try again') });
    loadLandingHtml();
    await startApp(document.getElementById('root') as HTMLElement);

    expect(await screen.findByText('Too many attempts. Please try again')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(document.getElementById('prerendered')).toBeNull();
  });
});
