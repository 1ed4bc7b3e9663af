/** The purchases module's public face: its routes and the invoice its PDF prints. */
export { purchasesRoutes as purchasesModule } from './purchases.routes.js';
export { paymentProvider, type PaymentProvider } from './payment-provider.js';
export { invoiceFor } from './purchases.service.js';
export { ECB_DAILY_URL, refreshRates, type RatesOptions } from './rates.js';
