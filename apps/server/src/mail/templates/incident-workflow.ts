import { excerpt } from '../../domain/excerpt.js';
import type { MailMessage } from '../outbox.repository.js';
import { composeMail } from './layout.js';

export interface IncidentMailTarget {
  to: string;
  name: string;
  query: string;
  /** `${PUBLIC_URL}/menu/incident?report=<incident_id>`: opens the request's report. */
  link: string;
}

/** Tells the owner that the analyst published a new revision of the answer. */
export const incidentUpdatedMail = (target: IncidentMailTarget, revision: number): MailMessage =>
  composeMail(target.to, 'The answer to your GeoRisk incident request was updated', target.name, [
    `A GeoRisk analyst has published revision ${revision} of the answer to your incident request:`,
    `"${excerpt(target.query)}"`,
    'Open this link to read the updated report:',
    { link: target.link },
  ]);

/** Tells one side of the conversation that the other wrote; the message itself stays in the app. */
export const incidentMessageMail = (target: IncidentMailTarget, author: string): MailMessage =>
  composeMail(target.to, 'New message on a GeoRisk incident request', target.name, [
    `${author} wrote a message on the incident request:`,
    `"${excerpt(target.query)}"`,
    'Open this link to read it and reply:',
    { link: target.link },
  ]);
