import type { Webhook, WebhookDelivery } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import WebhooksPage from './webhooks-page';

afterEach(() => vi.unstubAllGlobals());

const HOOK: Webhook = {
  webhook_id: '7d4c1f1e-0000-4000-8000-0000000e0001',
  scope: 'company',
  company_id: '7d4c1f1e-0000-4000-8000-0000000c0001',
  url: 'https://hooks.example.org/georisk',
  events: ['request.created'],
  description: '',
  is_active: true,
  disabled_reason: null,
  failing_since: null,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
};
const DELIVERY: WebhookDelivery = {
  delivery_id: '7d4c1f1e-0000-4000-8000-0000000d0001',
  webhook_id: HOOK.webhook_id,
  message_id: 'msg_1',
  event: 'webhook.test',
  status: 'succeeded',
  attempt: 1,
  response_code: 200,
  error: null,
  attempted_at: '2026-11-27T10:01:00.000Z',
  next_attempt_at: null,
  created_at: '2026-11-27T10:01:00.000Z',
};
const empty = okReply('Webhooks found.', { webhook: [], total: 0 });

describe('WebhooksPage', () => {
  it('checks the URL, then the events, before any call', async () => {
    const api = mockApi({ 'webhook/list': empty });
    const { user } = renderWithProviders(<WebhooksPage />, { user: buildSessionUser() });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Please specify a valid http(s) URL')).toBeVisible();
    await user.type(screen.getByLabelText(/^URL/), 'https://hooks.example.org/georisk');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Please choose at least one event')).toBeVisible();
    expect(api.callsTo('webhook/insert')).toEqual([]);
  });

  it('shows the secret once after adding, and the delivery log after a test', async () => {
    const api = mockApi({
      'webhook/list': okReply('Webhooks found.', { webhook: [HOOK], total: 1 }),
      'webhook/insert': okReply('Webhook added.', { webhook: { ...HOOK, secret: 'whsec_abc' } }),
      'webhook/test': okReply('Test event queued.', { delivery: DELIVERY }),
      'webhook/deliveries': okReply('Deliveries found.', { delivery: [DELIVERY], total: 1 }),
    });
    const { user } = renderWithProviders(<WebhooksPage />, { user: buildSessionUser() });
    await user.type(await screen.findByLabelText(/^URL/), HOOK.url);
    await user.click(screen.getByLabelText('request.created'));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveValue('whsec_abc');
    expect(api.callsTo('webhook/insert')[0]?.body).toEqual({
      url: HOOK.url,
      events: ['request.created'],
    });
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByRole('cell', { name: 'webhook.test' })).toBeVisible();
    expect(screen.getByText('Delivered')).toBeVisible();
    expect(api.callsTo('webhook/test')).toHaveLength(1);
  });
});
