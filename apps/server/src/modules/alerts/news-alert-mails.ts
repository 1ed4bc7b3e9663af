import type { MailMessage } from '../../mail/outbox.repository.js';
import { composeMail, moreUpdates, withMoreUpdates } from '../../mail/templates/layout.js';

const watchedBy = (byCompany: boolean) =>
  byCompany ? "a country on your company's watchlist" : 'a country you watch';

/** A watched country has news at or above the watched level. */
export const watchMail = (to: {
  email: string;
  name: string;
  countryName: string;
  /** On the company's watchlist rather than the person's own. */
  byCompany: boolean;
  title: string;
  riskLevel: string;
  link: string;
}): MailMessage => ({
  kind: 'watch',
  ...composeMail(to.email, `GeoRisk alert: ${to.countryName}`, to.name, [
    `New ${to.riskLevel} news for ${to.countryName}, ${watchedBy(to.byCompany)}:`,
    `"${to.title}"`,
    'Further news within the hour is gathered into one e-mail sent when the hour is up: at most one alert an hour per watch.',
    { link: to.link },
  ]),
});

/** The news gathered for a watch during the hour after its last e-mail, in one message. */
export const watchDigestMail = (to: {
  email: string;
  name: string;
  countryName: string;
  byCompany: boolean;
  news: { title: string; riskLevel: string }[];
  link: string;
}): MailMessage => ({
  kind: 'watch',
  ...composeMail(to.email, `GeoRisk alert: ${to.countryName} (${to.news.length} more)`, to.name, [
    `More news for ${to.countryName}, ${watchedBy(to.byCompany)}, since our last e-mail:`,
    ...to.news.map((item) => `${item.riskLevel}: "${item.title}"`),
    { link: to.link },
  ]),
});

const STALE = 'New developments since your GeoRisk assessment';

/** High or Severe news after the request's latest assessment; `more`: updates held before it. */
export const staleMail = (
  to: { email: string; name: string; query: string; title: string; link: string },
  more = 0,
): MailMessage =>
  composeMail(to.email, withMoreUpdates(STALE, more), to.name, [
    'News has been published since your request was assessed:',
    `"${to.title}"`,
    `Your request: "${to.query.slice(0, 200)}"`,
    ...moreUpdates(more),
    'Open the report to see the new developments:',
    { link: to.link },
  ]);
