/** The credits module's public face: its routes, and the ledger calls of filing and answering. */
export { creditsRoutes as creditsModule } from './credits.routes.js';
export {
  chargeRequest,
  firmAccount,
  payFirmForAnswer,
  refundLateAnswer,
  refundUnanswered,
  type Payer,
} from './ledger.service.js';
export { balanceOf } from './ledger.repository.js';
/** Proposals (docs/rules/proposals.md): an accepted price is held, then settled or released. */
export { holdCredits, releaseHold, settleHold } from './holds.service.js';
export { setWelcomeCredits, WELCOME_CREDITS_DEFAULT } from './welcome-credits.js';
/** What purchases (docs/rules/purchases.md) use to credit a paid invoice. */
export { accountOf, ensureAccount, PLATFORM } from './ledger.service.js';
export { postTransaction } from './ledger.repository.js';
export { callerAccount } from './credits.service.js';
/** A partner firm's monthly statement reads its account over the month (docs/rules/partners.md). */
export { ledgerStatement, type LedgerStatement } from './ledger-statement.js';
