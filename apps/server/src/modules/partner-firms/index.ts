/** The partner firms module's public face: its routes, and the firm's earnings on an answer. */
export { partnerFirmsRoutes as partnerFirmsModule } from './partner-firms.routes.js';
export { creditFirmForAnswer } from './earnings.service.js';
export { setBankSecret } from './bank-seal.js';
