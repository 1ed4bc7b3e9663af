import type { MailMessage } from '../../mail/outbox.repository.js';
import { composeMail, moreUpdates, withMoreUpdates } from '../../mail/templates/layout.js';

/**
 * New exposure alerts for one recipient: the newest named, the others held since the last
 * e-mail counted (`more`). An alert mail, so the profile's alert switch decides (kind 'watch').
 */
export const exposureMail = (
  to: {
    email: string;
    name: string;
    branch: string;
    level: string;
    title: string;
    link: string;
  },
  more = 0,
): MailMessage => ({
  kind: 'watch',
  ...composeMail(to.email, withMoreUpdates(`GeoRisk exposure alert: ${to.branch}`, more), to.name, [
    `${to.level} news near ${to.branch}:`,
    `"${to.title}"`,
    ...moreUpdates(more),
    'At most one such e-mail is sent every 15 minutes; the alert inbox holds every alert:',
    { link: to.link },
  ]),
});
