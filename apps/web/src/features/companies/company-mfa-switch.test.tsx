import { COMPANY_MFA_MESSAGES } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildCompany, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import CompaniesPage from './companies-page';

const owner = buildSessionUser({ email: 'owner@example.com' });
const members = okReply('Members', { member: [], total: 0, invitations: [] });

afterEach(() => vi.unstubAllGlobals());

describe('the company sign-in rule', () => {
  it('an owner turns on "Require a second factor for members" and sees it on', async () => {
    let required = false;
    const api = mockApi({
      'company/get': () =>
        okReply('Company', { company: buildCompany({ role: 'owner', require_mfa: required }) }),
      'company/sso': okReply('Single sign-on settings', { sso: null }),
      'member/list': members,
      'company/requireMfa': (body) => {
        required = (body as { required: boolean }).required;
        return okReply(COMPANY_MFA_MESSAGES.required, {
          company: { company_id: buildCompany().company_id, require_mfa: required },
        });
      },
    });
    const { user } = renderWithProviders(<CompaniesPage />, { user: owner });
    const toggle = await screen.findByRole('switch', {
      name: 'Require a second factor for members',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(COMPANY_MFA_MESSAGES.required)).toBeInTheDocument();
    expect(api.callsTo('company/requireMfa')[0]?.body).toEqual({
      company_id: buildCompany().company_id,
      required: true,
    });
    await vi.waitFor(() => expect(toggle).toBeChecked());
  });

  it('a member does not see the rule', async () => {
    mockApi({
      'company/get': okReply('Company', { company: buildCompany({ role: 'member' }) }),
      'member/list': members,
    });
    renderWithProviders(<CompaniesPage />, { user: owner });
    await screen.findByRole('button', { name: 'Leave company' });
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
