import type { MailMessage } from '../outbox.repository.js';
import { composeMail } from './layout.js';

/** An invitation to join a company; the link works once, for `days` days. */
export const invitationMail = (
  to: string,
  invite: { company: string; inviter: string; role: string; link: string; days: number },
): MailMessage =>
  composeMail(to, `${invite.inviter} invites you to ${invite.company} on GeoRisk`, to, [
    `${invite.inviter} invites you to join ${invite.company} on GeoRisk as ${invite.role}. Open this link to accept:`,
    { link: invite.link },
    `The link is valid for ${invite.days} days and can be used once. Without an account for this address, you can create one through it.`,
    'If you did not expect this invitation, you can ignore this message.',
  ]);
