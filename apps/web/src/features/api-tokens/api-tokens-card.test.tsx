import { API_TOKEN_MESSAGES, type ApiToken } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildCompany, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ApiTokensCard } from './api-tokens-card';

afterEach(() => vi.unstubAllGlobals());

const TOKEN: ApiToken = {
  token_id: '7d4c1f1e-0000-4000-8000-0000000a0001',
  name: 'Nightly sync',
  kind: 'personal',
  company_id: null,
  scopes: ['read:news'],
  hint: 'grk_AbCd',
  created_by: '7d4c1f1e-0000-4000-8000-0000000b0001',
  created_at: '2026-11-27T10:00:00.000Z',
  expires_at: '2026-12-27T10:00:00.000Z',
  last_used_at: null,
};
const SECRET = `grk_${'x'.repeat(43)}`;
const solo = { 'company/get': failReply(404, 'GR404', 'You do not belong to a company yet') };
const empty = okReply('Tokens found', { token: [], total: 0 });

describe('ApiTokensCard', () => {
  it('checks the name, then the scopes, before any call', async () => {
    const api = mockApi({ ...solo, 'token/list': empty });
    const { user } = renderWithProviders(<ApiTokensCard />, { user: buildSessionUser() });
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    expect(await screen.findAllByText(API_TOKEN_MESSAGES.name)).not.toHaveLength(0);
    await user.type(screen.getByLabelText(/^Name/), 'Nightly sync');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findAllByText(API_TOKEN_MESSAGES.scopes)).not.toHaveLength(0);
    expect(api.callsTo('token/insert')).toEqual([]);
    // A solo customer makes personal tokens only.
    expect(screen.queryByLabelText('Whose token')).toBeNull();
  });

  it('shows the new token once, with a copy button', async () => {
    const api = mockApi({
      ...solo,
      'token/list': okReply('Tokens found', { token: [TOKEN], total: 1 }),
      'token/insert': okReply(API_TOKEN_MESSAGES.created, { token: { ...TOKEN, token: SECRET } }),
    });
    const { user } = renderWithProviders(<ApiTokensCard />, { user: buildSessionUser() });
    await user.type(await screen.findByLabelText(/^Name/), 'Nightly sync');
    await user.click(screen.getByRole('checkbox', { name: /read:news/ }));
    await user.selectOptions(screen.getByLabelText('Expires after'), '90');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('New API token')).toHaveValue(SECRET);
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeVisible();
    expect(api.callsTo('token/insert')[0]?.body).toEqual({
      name: 'Nightly sync',
      kind: 'personal',
      scopes: ['read:news'],
      expires_in_days: 90,
    });
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('New API token')).toBeNull();
  });

  it('lists tokens with their last use and revokes after a confirmation', async () => {
    const api = mockApi({
      ...solo,
      'token/list': okReply('Tokens found', {
        token: [
          TOKEN,
          {
            ...TOKEN,
            token_id: TOKEN.token_id.replace('1', '2'),
            name: 'CI',
            last_used_at: '2026-11-28T09:00:00.000Z',
          },
        ],
        total: 2,
      }),
      'token/remove': okReply(API_TOKEN_MESSAGES.revoked),
    });
    const { user } = renderWithProviders(<ApiTokensCard />, { user: buildSessionUser() });
    const list = await screen.findByRole('list', { name: 'API tokens' });
    expect(within(list).getByText(/never used/)).toBeVisible();
    expect(within(list).getByText(/last used/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Revoke Nightly sync' }));
    expect(api.callsTo('token/remove')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(API_TOKEN_MESSAGES.revoked)).toBeVisible();
    expect(api.callsTo('token/remove')[0]?.body).toEqual({ token_id: TOKEN.token_id });
  });

  it("offers a company token to a company's owner", async () => {
    const api = mockApi({
      'company/get': okReply('Company found', { company: buildCompany({ role: 'owner' }) }),
      'token/list': empty,
      'token/insert': okReply(API_TOKEN_MESSAGES.created, {
        token: { ...TOKEN, kind: 'company', token: SECRET },
      }),
    });
    const { user } = renderWithProviders(<ApiTokensCard />, { user: buildSessionUser() });
    await user.selectOptions(await screen.findByLabelText('Whose token'), 'company');
    await user.type(screen.getByLabelText(/^Name/), 'Sync');
    await user.click(screen.getByRole('checkbox', { name: /read:alerts/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByLabelText('New API token');
    expect(api.callsTo('token/insert')[0]?.body).toMatchObject({ kind: 'company' });
  });
});
