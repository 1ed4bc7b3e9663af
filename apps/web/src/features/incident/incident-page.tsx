import { IncidentManager } from './incident-manager';

/** /menu/incident: the incident requests of the logged-in user, inside the menu layout. */
const IncidentPage = () => <IncidentManager />;

export default IncidentPage;
