/** The credits module's public face: its routes, and the ledger calls of filing and answering. */
export { creditsRoutes as creditsModule } from './credits.routes.js';
export { chargeRequest, refundLateAnswer, refundUnanswered, type Payer } from './ledger.service.js';
export { setWelcomeCredits, WELCOME_CREDITS_DEFAULT } from './welcome-credits.js';
