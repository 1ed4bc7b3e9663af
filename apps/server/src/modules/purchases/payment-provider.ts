import type { Invoice, PaymentStep } from '@georisk/contract';
import type { PaymentProviderId } from '../../config.js';

/**
 * How a purchase is paid: the PAYMENT_PROVIDER extension point (docs/rules/purchases.md, "Payment
 * providers"). A provider is told of each invoice once it is open (its transaction committed) and
 * answers what the buyer does next. Whatever the provider, credits arrive one way: the invoice is
 * marked paid, which writes the ledger's purchase in the same transaction (`markInvoicePaid`).
 */
export interface PaymentProvider {
  id: PaymentProviderId;
  startPayment(invoice: Invoice): Promise<PaymentStep>;
}

/** Pay by bank transfer quoting the invoice's number; a platform admin marks it paid. */
export const invoiceProvider: PaymentProvider = {
  id: 'invoice',
  startPayment: () => Promise.resolve({ method: 'invoice', url: null }),
};

/** Every provider PAYMENT_PROVIDER may name: the config's list and this one must agree. */
const PROVIDERS: Record<PaymentProviderId, PaymentProvider> = { invoice: invoiceProvider };

export const paymentProvider = (id: PaymentProviderId): PaymentProvider => PROVIDERS[id];
