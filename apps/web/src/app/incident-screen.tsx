import { IncidentManager } from '../features/incident/incident-manager';
import { RequestProposals } from '../features/proposals/request-proposals';

/**
 * /menu/incident (and a customer's home): the incident requests of the logged-in user; a request
 * priced on quote's report lists its proposals. Composed here so the two features stay apart.
 */
const IncidentScreen = () => <IncidentManager Proposals={RequestProposals} />;

export default IncidentScreen;
