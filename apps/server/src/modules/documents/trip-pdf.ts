import { countryName, type Brief, type BriefSegment } from '@georisk/contract';
import type { PdfBlock, PdfContent } from '../../pdf/pdf-document.js';
import { printedAt, wallClock } from './document-dates.js';

const zoneName = (zone: string) => `${(zone.split('/').pop() ?? zone).replace(/_/g, ' ')} time`;

const stopBlocks = (stop: BriefSegment, index: number): PdfBlock[] => {
  const { segment } = stop;
  const place = segment.place_name ? `${segment.place_name}, ` : '';
  return [
    { kind: 'heading', text: `Stop ${index + 1}: ${place}${countryName(segment.country)}` },
    {
      kind: 'text',
      text: `${wallClock(segment.from)} – ${wallClock(segment.to)} (${zoneName(segment.time_zone)})`,
    },
    stop.level
      ? { kind: 'rated', label: 'Risk level', rating: stop.level, text: '' }
      : { kind: 'text', text: 'Risk level: no recent signals' },
    ...(stop.advisory?.override_level
      ? [
          {
            kind: 'rated',
            label: 'Your company',
            rating: stop.advisory.override_level,
            text: '',
          } as const,
        ]
      : []),
    ...(stop.reasons.length > 0
      ? [
          { kind: 'text', text: 'Why' } as const,
          { kind: 'list', items: stop.reasons.map((r) => `${r.level}: ${r.title}`) } as const,
        ]
      : []),
    ...(stop.advisory
      ? [
          { kind: 'text', text: `Company advisory: ${stop.advisory.text}` } as const,
          ...(stop.advisory.emergency_contacts
            ? [
                {
                  kind: 'text',
                  text: `Emergency contacts: ${stop.advisory.emergency_contacts}`,
                } as const,
              ]
            : []),
        ]
      : []),
    { kind: 'text', text: 'News within 100 km (last 14 days)' },
    stop.nearby.length > 0
      ? {
          kind: 'list',
          items: stop.nearby.map(
            (a) => `${a.riskLevel}: ${a.title} (${a.place}, ${Math.round(a.distance_km)} km)`,
          ),
        }
      : { kind: 'text', text: 'None.', muted: true },
    ...(stop.findings.length > 0
      ? [
          { kind: 'text', text: "Your company's answered requests" } as const,
          { kind: 'list', items: stop.findings.map((f) => f.query) } as const,
        ]
      : []),
  ];
};

/** A trip's pre-trip brief (docs/rules/pdf.md): the brief screen's content, stop by stop. */
export const tripDocument = ({ trip, segments }: Brief, now = new Date()): PdfContent => ({
  title: `Pre-trip brief: ${trip.purpose}`,
  subtitle: `GeoRisk · printed ${printedAt(now)}`,
  blocks: [
    {
      kind: 'fields',
      rows: [
        ['Traveller', `${trip.traveller.name} (${trip.traveller.email})`],
        ['Status', trip.status.replace(/_/g, ' ')],
      ],
    },
    ...segments.flatMap(stopBlocks),
  ],
});
