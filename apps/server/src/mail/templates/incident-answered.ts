import type { MailMessage } from '../outbox.repository.js';
import { requestMail, type IncidentMailTarget } from './incident-workflow.js';

export interface AnsweredIncident extends IncidentMailTarget {
  queryTypeName: string;
}

/**
 * Tells the owner that a partner recorded a finding for their incident request; `more`: the
 * updates held back before it (mail/coalesced-mail.ts).
 */
export const incidentAnsweredMail = (incident: AnsweredIncident, more = 0): MailMessage =>
  requestMail(
    incident,
    {
      subject: 'Your GeoRisk incident request was answered',
      lead: `A GeoRisk partner has answered your ${incident.queryTypeName} incident request:`,
      action: 'Open this link to read the finding report:',
    },
    more,
  );
