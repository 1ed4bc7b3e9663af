import type { AuditEvent } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildCompany, buildSessionUser } from '../../test/factories';
import AuditPage from './audit-page';

const admin = buildSessionUser({ is_admin: true });
const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  event_id: '41',
  at: '2026-11-25T09:30:00.000Z',
  actor_user_id: 'a0000000-0000-4000-8000-000000000001',
  actor_email: 'head@acme.test',
  company_id: null,
  ip: '203.0.113.7',
  action: 'auth.login',
  target_kind: 'user',
  target_id: 'a0000000-0000-4000-8000-000000000001',
  detail: {},
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the audit trail screen', () => {
  it('lists events in plain words, filters by action and period, and checks the chain', async () => {
    let intact = true;
    const api = mockApi({
      'audit/list': okReply('Audit events loaded', {
        audit: [
          event({
            event_id: '42',
            action: 'auth.login_failed',
            actor_user_id: null,
            actor_email: null,
            detail: { email: 'head@acme.test', reason: 'bad credentials' },
          }),
          event({}),
        ],
        total: 2,
      }),
      'audit/verify': () =>
        okReply('checked', {
          audit: intact
            ? { ok: true, checked: 42, broken_at: null }
            : { ok: false, checked: 7, broken_at: '8' },
        }),
    });
    const view = renderWithProviders(<AuditPage />, { user: admin });

    const refused = (await screen.findByRole('cell', { name: 'Sign-in refused' })).closest('tr')!;
    expect(within(refused).getByText('Not signed in')).toBeInTheDocument();
    expect(
      within(refused).getByText('email: head@acme.test, reason: bad credentials'),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Signed in' }).closest('tr')).toHaveTextContent(
      'head@acme.test',
    );
    expect(api.callsTo('audit/list')[0]?.body).toEqual({ limit: 50, offset: 0 });

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Signed in');
    await view.user.type(screen.getByLabelText('From'), '2026-11-20');
    await view.user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(api.callsTo('audit/list').length).toBeGreaterThan(1));
    const filtered = api.callsTo('audit/list').at(-1)?.body as Record<string, unknown>;
    expect(filtered).toMatchObject({ action: 'auth.login', limit: 50, offset: 0 });
    expect(new Date(String(filtered.from)).getDate()).toBe(20);

    await view.user.click(screen.getByRole('button', { name: 'Check the chain' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The audit trail is intact: 42 events checked.',
    );
    intact = false;
    await view.user.click(screen.getByRole('button', { name: 'Check the chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit trail was changed: event #8 no longer matches the chain.',
    );
  });

  it('refuses a period that ends before it starts, next to the field, and reads nothing new', async () => {
    const api = mockApi({ 'audit/list': okReply('Audit events loaded', { audit: [], total: 0 }) });
    const view = renderWithProviders(<AuditPage />, { user: admin });
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('From'), '2026-11-20');
    await view.user.type(screen.getByLabelText('To'), '2026-11-10');
    await view.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('audit/list')).toHaveLength(1);
  });

  it("gives a company's owner their company's events and the export, not the chain check", async () => {
    const api = mockApi({
      'company/get': okReply('Company found', { company: buildCompany({ role: 'owner' }) }),
      'audit/list': okReply('Audit events loaded', {
        audit: [event({ action: 'member.invite', company_id: buildCompany().company_id })],
        total: 1,
      }),
    });
    renderWithProviders(<AuditPage />, { user: buildSessionUser() });
    expect(await screen.findByRole('cell', { name: 'Member invited' })).toBeInTheDocument();
    expect(screen.getByText(/What happened in Acme Risk/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Check the chain' })).toBeNull();
    expect(api.callsTo('audit/list')).toHaveLength(1);
  });

  it("refuses a company's member and a solo customer without asking for the trail", async () => {
    for (const company of [buildCompany({ role: 'member' }), null]) {
      const api = mockApi({
        'company/get': company
          ? okReply('Company found', { company })
          : { status: 404, body: { success: false, code: 'GR404', message: 'No company' } },
      });
      const view = renderWithProviders(<AuditPage />, { user: buildSessionUser() });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "This area is for administrators and a company's owners and admins.",
      );
      expect(api.callsTo('audit/list')).toHaveLength(0);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
