import type { MailMessage } from '../outbox.repository.js';
import { excerpt } from '../../domain/excerpt.js';
import { composeMail } from './layout.js';

export interface AnsweredIncident {
  to: string;
  name: string;
  queryTypeName: string;
  query: string;
  /** `${PUBLIC_URL}/menu/incident?report=<incident_id>`: opens the finding report. */
  link: string;
}

/** Tells the owner that a partner recorded a finding for their incident request. */
export const incidentAnsweredMail = (incident: AnsweredIncident): MailMessage =>
  composeMail(incident.to, 'Your GeoRisk incident request was answered', incident.name, [
    `A GeoRisk partner has answered your ${incident.queryTypeName} incident request:`,
    `"${excerpt(incident.query)}"`,
    'Open this link to read the finding report:',
    { link: incident.link },
  ]);
