import { CHECKIN_ANSWER_LABELS, CHECKIN_LIMITS, type CheckinAnswer } from '@georisk/contract';
import type { MailMessage } from '../../mail/outbox.repository.js';
import { composeMail, type Block } from '../../mail/templates/layout.js';

/** The public page a link opens (apps/web, outside the menu: no login). */
export const answerLink = (publicUrl: string, token: string, answer: CheckinAnswer) =>
  `${publicUrl}/checkin?token=${encodeURIComponent(token)}&answer=${answer}`;

export interface AskMail {
  to: string;
  name: string;
  askedBy: string;
  message: string;
  token: string;
  publicUrl: string;
  /** 0 for the first mail, then the reminder's number. */
  reminder: number;
}

/** "Are you safe?" with its two one-click links; a reminder says so in its subject. */
export const askMail = (m: AskMail): MailMessage => {
  const links: Block[] = (['safe', 'help'] as const).map((answer) => ({
    link: answerLink(m.publicUrl, m.token, answer),
    label: CHECKIN_ANSWER_LABELS[answer],
  }));
  return composeMail(
    m.to,
    m.reminder > 0
      ? `Reminder ${m.reminder}: are you safe? (${m.askedBy})`
      : `Are you safe? (${m.askedBy})`,
    m.name,
    [
      `${m.askedBy} asks whether you are safe. Please answer with one click:`,
      ...(m.message ? [`Their message: ${m.message}`] : []),
      ...links,
      `You can add a note on the page that opens. No login is needed; the links work for ${CHECKIN_LIMITS.linkHours} hours after the check-in started.`,
    ],
  );
};
