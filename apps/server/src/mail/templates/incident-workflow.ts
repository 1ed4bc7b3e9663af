import { excerpt } from '../../domain/excerpt.js';
import type { MailMessage } from '../outbox.repository.js';
import { composeMail, moreUpdates, withMoreUpdates } from './layout.js';

export interface IncidentMailTarget {
  to: string;
  name: string;
  query: string;
  /** `${PUBLIC_URL}/menu/incident?report=<incident_id>`: opens the request's report. */
  link: string;
}

/**
 * A mail about one request: what happened, the request quoted, the updates held back before it
 * (`more`, mail/coalesced-mail.ts), and the link to the request.
 */
export const requestMail = (
  target: IncidentMailTarget,
  text: { subject: string; lead: string; action: string },
  more: number,
): MailMessage =>
  composeMail(target.to, withMoreUpdates(text.subject, more), target.name, [
    text.lead,
    `"${excerpt(target.query)}"`,
    ...moreUpdates(more),
    text.action,
    { link: target.link },
  ]);

/** Tells the owner that the analyst published a new revision of the answer. */
export const incidentUpdatedMail = (
  target: IncidentMailTarget,
  revision: number,
  more = 0,
): MailMessage =>
  requestMail(
    target,
    {
      subject: 'The answer to your GeoRisk incident request was updated',
      lead: `A GeoRisk analyst has published revision ${revision} of the answer to your incident request:`,
      action: 'Open this link to read the updated report:',
    },
    more,
  );

/** Tells one side of the conversation that the other wrote; the message itself stays in the app. */
export const incidentMessageMail = (
  target: IncidentMailTarget,
  author: string,
  more = 0,
): MailMessage =>
  requestMail(
    target,
    {
      subject: 'New message on a GeoRisk incident request',
      lead: `${author} wrote a message on the incident request:`,
      action: 'Open this link to read it and reply:',
    },
    more,
  );

/**
 * Tells a partner that a request priced on quote within their firm's coverage awaits proposals
 * (docs/rules/proposals.md); the link opens the proposals screen.
 */
export const quoteRequestMail = (target: IncidentMailTarget, more = 0): MailMessage =>
  requestMail(
    target,
    {
      subject: 'A GeoRisk incident request awaits your proposal',
      lead: "An incident request priced on quote is waiting for proposals within your firm's coverage:",
      action: "Open this link to send your firm's proposal:",
    },
    more,
  );
