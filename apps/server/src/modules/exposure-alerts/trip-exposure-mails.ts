import type { MailMessage } from '../../mail/outbox.repository.js';
import { composeMail } from '../../mail/templates/layout.js';

/**
 * To the traveller, at once, for each in-trip alert: what happened near them and where to read
 * it. Not an alert-switch mail: a traveller without an account has no switch, and this one is
 * about their safety.
 */
export const tripExposureMail = (to: {
  email: string;
  name: string;
  where: string;
  level: string;
  title: string;
  url: string;
  distanceKm: number | null;
}): MailMessage =>
  composeMail(to.email, `GeoRisk travel alert: ${to.level} news in ${to.where}`, to.name, [
    to.distanceKm === null
      ? `${to.level} news in the country you are travelling in (${to.where}):`
      : `${to.level} news ${Math.round(to.distanceKm)} km from ${to.where}, where you are staying now:`,
    `"${to.title}"`,
    { link: to.url },
    'Your company has been told. Follow its advisory and contact it if you need help.',
  ]);
