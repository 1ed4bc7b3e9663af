import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { invoiceProvider, paymentProvider } from './payment-provider.js';

/** The PAYMENT_PROVIDER extension point (docs/rules/purchases.md, "Payment providers"). */
describe('payment providers', () => {
  const t = useTestApp();

  it('pays by invoice: the purchase answers the open invoice and "pay it by transfer"', async () => {
    expect(paymentProvider('invoice')).toBe(invoiceProvider);
    const buyer = await buildUser(t);
    const packs = (await t.call('purchase/packs', {}, buyer.token)).json().packs;
    const res = await t.call('purchase/insert', { pack_id: packs[0].pack_id }, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      invoice: { status: 'open' },
      payment: { method: 'invoice', url: null },
    });
  });
});
