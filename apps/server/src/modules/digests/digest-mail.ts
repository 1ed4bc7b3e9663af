import type { DigestPeriod } from '@georisk/contract';
import type { MailMessage } from '../../mail/outbox.repository.js';
import { composeMail, type Block } from '../../mail/templates/layout.js';
import type { DigestContent, DigestSection } from './digest-content.repository.js';

export const SECTION_TITLES: Record<keyof DigestContent, string> = {
  countries: 'Watched countries',
  alerts: 'New alerts',
  requests: 'Your requests',
};

/** The link the mail's List-Unsubscribe header and its last line carry (RFC 8058). */
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;

const requestLink = (publicUrl: string, incidentId: string) =>
  `${publicUrl}/menu/incident?report=${incidentId}`;

export const itemCount = (content: DigestContent) =>
  content.countries.total + content.alerts.total + content.requests.total;

const sectionBlocks = (
  title: string,
  { lines, total }: DigestSection,
  publicUrl: string,
): Block[] => {
  if (total === 0) return [];
  const more = total - lines.length;
  return [
    `${title} (${total})`,
    ...lines.map((line): Block =>
      line.incidentId
        ? { link: requestLink(publicUrl, line.incidentId), label: line.text }
        : `- ${line.text}`,
    ),
    ...(more > 0 ? [`and ${more} more in GeoRisk.`] : []),
  ];
};

export interface DigestMail {
  to: string;
  name: string;
  period: DigestPeriod;
  content: DigestContent;
  publicUrl: string;
  unsubscribeUrl: string;
}

/** One e-mail with the three sections (empty ones left out) and the unsubscribe link. */
export const digestMail = (m: DigestMail): MailMessage & { unsubscribeUrl: string } => {
  const sections = (Object.keys(SECTION_TITLES) as (keyof DigestContent)[]).flatMap((key) =>
    sectionBlocks(SECTION_TITLES[key], m.content[key], m.publicUrl),
  );
  const mail = composeMail(m.to, `Your ${m.period} GeoRisk digest`, m.name, [
    `Here is what changed since your last digest (${itemCount(m.content)} updates).`,
    ...sections,
    'You receive this digest because you chose it in your profile.',
    { link: m.unsubscribeUrl, label: 'Unsubscribe from digest e-mails' },
  ]);
  return { ...mail, kind: 'digest', unsubscribeUrl: m.unsubscribeUrl };
};
