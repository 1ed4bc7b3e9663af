import { countryName, type Brief } from '@georisk/contract';
import type { MailMessage } from '../../mail/outbox.repository.js';
import { composeMail, type Block } from '../../mail/templates/layout.js';

const when = (s: Brief['segments'][number]['segment']) =>
  `${s.from.replace('T', ' ')} – ${s.to.replace('T', ' ')} (${s.time_zone})`;

/** The brief as mail blocks: per stop, its level, advisory, contacts, news and findings. */
const briefBlocks = (brief: Brief): Block[] =>
  brief.segments.flatMap((b, i) => [
    `Stop ${i + 1}: ${b.segment.place_name ? `${b.segment.place_name}, ` : ''}${b.country_name}, ${when(b.segment)}`,
    `Risk level: ${b.level ?? 'no recent signals'}${b.advisory?.override_level ? ` (your company: ${b.advisory.override_level})` : ''}`,
    ...b.reasons.slice(0, 3).map((r) => `Why: ${r.level}: ${r.title}`),
    ...(b.advisory ? [`Company advisory: ${b.advisory.text}`] : []),
    ...(b.advisory?.emergency_contacts
      ? [`Emergency contacts: ${b.advisory.emergency_contacts}`]
      : []),
    ...b.nearby
      .slice(0, 5)
      .map((a) => `Nearby (${Math.round(a.distance_km)} km, ${a.riskLevel}): ${a.title}`),
    ...b.findings.slice(0, 3).map((f) => `Your company's answered request: ${f.query}`),
  ]);

/** To the traveller when a trip is created (and needs no approval) or approved. */
export const briefMail = (brief: Brief, approved: boolean): MailMessage =>
  composeMail(
    brief.trip.traveller.email,
    `Your trip brief: ${brief.trip.purpose}`,
    brief.trip.traveller.name,
    [
      approved
        ? `Your trip "${brief.trip.purpose}" has been approved. Here is your pre-trip brief.`
        : `Your trip "${brief.trip.purpose}" is planned. Here is your pre-trip brief.`,
      ...(approved && brief.trip.decision_note
        ? [`A note from your company: ${brief.trip.decision_note}`]
        : []),
      ...briefBlocks(brief),
    ],
  );

/** To the traveller when a trip waits for approval. */
export const pendingMail = (trip: Brief['trip']): MailMessage =>
  composeMail(
    trip.traveller.email,
    `Your trip awaits approval: ${trip.purpose}`,
    trip.traveller.name,
    [
      `Your trip "${trip.purpose}" goes to ${[...new Set(trip.segments.map((s) => countryName(s.country)))].join(', ')}, which needs your company's approval first. We will e-mail you the brief once it is approved.`,
    ],
  );

/** To the traveller when a trip is rejected, with the approver's note. */
export const rejectedMail = (trip: Brief['trip'], note: string): MailMessage =>
  composeMail(
    trip.traveller.email,
    `Your trip was not approved: ${trip.purpose}`,
    trip.traveller.name,
    [`Your trip "${trip.purpose}" was not approved.`, `The reason given: ${note}`],
  );
