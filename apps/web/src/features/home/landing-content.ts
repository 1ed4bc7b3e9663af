import type { CONSULTING_AREAS } from '@georisk/contract/constants';

type Area = (typeof CONSULTING_AREAS)[number];

/** Copy for the eight consulting areas, each with a Bootstrap icon. */
export const AREA_DETAILS: Record<Area, { icon: string; text: string }> = {
  'Risk Assessment': {
    icon: 'clipboard-data',
    text: 'Country and regional risk profiles that weigh politics, economy and security together.',
  },
  'Military Conflicts': {
    icon: 'flag',
    text: 'Front lines, troop movements and escalation paths, and what they mean for people and routes.',
  },
  'Elections & Stability': {
    icon: 'check2-square',
    text: 'Electoral calendars, the credibility of results and the risk of unrest around a vote.',
  },
  'Resource Control': {
    icon: 'droplet',
    text: 'Energy, water, minerals and food: who controls supply and how it can be used as leverage.',
  },
  'Border Disputes': {
    icon: 'signpost-split',
    text: 'Contested borders and maritime claims, and crossings that can close without warning.',
  },
  Cybersecurity: {
    icon: 'shield-lock',
    text: 'State-linked operations and ransomware waves aimed at companies and critical systems.',
  },
  Terrorism: {
    icon: 'exclamation-octagon',
    text: 'Intent, capability and likely targets, so you can protect people, sites and events.',
  },
  'Trade Policy': {
    icon: 'briefcase',
    text: 'Tariffs, sanctions and export controls, and the relationships that drive them.',
  },
};

/** Three impact examples: who asked, what they asked, what the answer changed. */
export const IMPACT_EXAMPLES = [
  {
    who: 'Citizen',
    icon: 'person',
    title: 'A family trip, re-routed in time',
    text: 'A traveller asked whether a border crossing would stay open. Our Red rating on crossing closures came two days before it shut; they flew instead.',
  },
  {
    who: 'Corporate',
    icon: 'buildings',
    title: 'A supply chain that kept moving',
    text: 'A manufacturer asked about a contested strait. Yellow on supply routes and Red on escalation led them to book a second port early and avoid a three-week delay.',
  },
  {
    who: 'Government',
    icon: 'bank',
    title: 'A briefing before the vote',
    text: 'A ministry asked for an election outlook. Factor-by-factor findings on integrity and unrest shaped their consular advice for citizens abroad.',
  },
] as const;
