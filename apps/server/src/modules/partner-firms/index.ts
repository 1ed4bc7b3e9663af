/** The partner firms module's public face: its routes, and the firm's earnings on an answer. */
export { partnerFirmsRoutes as partnerFirmsModule } from './partner-firms.routes.js';
export { creditFirmForAnswer } from './earnings.service.js';
export { setBankSecret } from './bank-seal.js';
/** What the statement's PDF prints (modules/documents), read with the CSV's access. */
export { firmStatement } from './statement.service.js';
export { statementFileName } from './statement-file-name.js';
