import type { CustomerType } from '@georisk/contract';

/** Reference data a new installation starts with: the eight consulting areas of the landing page (docs/rules/reference-data.md). */
interface SeedCategory {
  name: string;
  icon: string;
  about: string;
  factors: { code: string; name: string; icon: string; about: string }[];
  queryTypes: { name: string; icon: string; about: string; customerType: CustomerType }[];
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Risk Assessment',
    icon: 'clipboard-data',
    about: 'Country and regional risk profiles combining political, economic and security signals.',
    factors: [
      {
        code: 'RA-POL',
        name: 'Political stability',
        icon: 'bank',
        about: 'Continuity of government and institutions.',
      },
      {
        code: 'RA-ECO',
        name: 'Economic resilience',
        icon: 'graph-up',
        about: 'Inflation, debt and currency pressure.',
      },
      {
        code: 'RA-SEC',
        name: 'Security environment',
        icon: 'shield',
        about: 'Crime, unrest and armed violence.',
      },
    ],
    queryTypes: [
      {
        name: 'Country risk profile',
        icon: 'globe',
        about: 'An overall risk picture of a country.',
        customerType: 'Global',
      },
      {
        name: 'Travel safety',
        icon: 'airplane',
        about: 'Is it safe to travel to a place now?',
        customerType: 'Citizen',
      },
    ],
  },
  {
    name: 'Military Conflicts',
    icon: 'flag',
    about: 'Active and emerging armed conflicts, troop movements and escalation paths.',
    factors: [
      {
        code: 'MC-ESC',
        name: 'Escalation risk',
        icon: 'arrow-up-right',
        about: 'Likelihood the conflict widens.',
      },
      {
        code: 'MC-CIV',
        name: 'Civilian exposure',
        icon: 'people',
        about: 'Threat to civilians and infrastructure.',
      },
      {
        code: 'MC-SUP',
        name: 'Supply routes',
        icon: 'truck',
        about: 'Disruption of transport and logistics.',
      },
    ],
    queryTypes: [
      {
        name: 'Conflict exposure',
        icon: 'exclamation-triangle',
        about: 'How a conflict affects operations or staff.',
        customerType: 'Corporate',
      },
      {
        name: 'Escalation outlook',
        icon: 'binoculars',
        about: 'Scenarios for the coming months.',
        customerType: 'Government',
      },
    ],
  },
  {
    name: 'Elections & Stability',
    icon: 'check2-square',
    about: 'Electoral calendars, legitimacy of outcomes and the risk of unrest around votes.',
    factors: [
      {
        code: 'EL-INT',
        name: 'Electoral integrity',
        icon: 'patch-check',
        about: 'Fairness and credibility of the vote.',
      },
      {
        code: 'EL-UNR',
        name: 'Post-election unrest',
        icon: 'megaphone',
        about: 'Protests and violence after results.',
      },
      {
        code: 'EL-POL',
        name: 'Policy continuity',
        icon: 'arrow-repeat',
        about: 'Chance of abrupt policy change.',
      },
    ],
    queryTypes: [
      {
        name: 'Election outlook',
        icon: 'calendar-event',
        about: 'What to expect before and after a vote.',
        customerType: 'Global',
      },
    ],
  },
  {
    name: 'Resource Control',
    icon: 'droplet',
    about: 'Competition for energy, water, minerals and food, and the leverage it creates.',
    factors: [
      {
        code: 'RC-ENR',
        name: 'Energy supply',
        icon: 'lightning',
        about: 'Oil, gas and power availability.',
      },
      {
        code: 'RC-MIN',
        name: 'Critical minerals',
        icon: 'gem',
        about: 'Export controls and mine security.',
      },
      {
        code: 'RC-WAT',
        name: 'Water stress',
        icon: 'water',
        about: 'Shortages and disputes over water.',
      },
    ],
    queryTypes: [
      {
        name: 'Supply security',
        icon: 'box-seam',
        about: 'Risk to a resource supply chain.',
        customerType: 'Corporate',
      },
    ],
  },
  {
    name: 'Border Disputes',
    icon: 'signpost-split',
    about: 'Contested borders, maritime claims and crossings that may close without warning.',
    factors: [
      {
        code: 'BD-CLS',
        name: 'Crossing closures',
        icon: 'sign-stop',
        about: 'Likelihood borders close.',
      },
      {
        code: 'BD-MAR',
        name: 'Maritime claims',
        icon: 'tsunami',
        about: 'Incidents at sea and shipping lanes.',
      },
      {
        code: 'BD-DIP',
        name: 'Diplomatic channels',
        icon: 'chat-dots',
        about: 'Whether talks are open and working.',
      },
    ],
    queryTypes: [
      {
        name: 'Border status',
        icon: 'map',
        about: 'Can people and goods cross a border?',
        customerType: 'Citizen',
      },
    ],
  },
  {
    name: 'Cybersecurity',
    icon: 'shield-lock',
    about: 'State-linked cyber operations, ransomware waves and threats to critical systems.',
    factors: [
      {
        code: 'CY-APT',
        name: 'State-linked actors',
        icon: 'incognito',
        about: 'Activity of advanced persistent threats.',
      },
      {
        code: 'CY-RAN',
        name: 'Ransomware',
        icon: 'lock',
        about: 'Criminal extortion campaigns in the sector.',
      },
      {
        code: 'CY-INF',
        name: 'Critical infrastructure',
        icon: 'hdd-network',
        about: 'Exposure of power, telecoms and finance.',
      },
    ],
    queryTypes: [
      {
        name: 'Cyber threat brief',
        icon: 'bug',
        about: 'Threats facing an organisation or sector.',
        customerType: 'Corporate',
      },
      {
        name: 'National cyber posture',
        icon: 'shield-check',
        about: 'Threats to public systems.',
        customerType: 'Government',
      },
    ],
  },
  {
    name: 'Terrorism',
    icon: 'exclamation-octagon',
    about:
      'Terrorist intent and capability, recent attacks and the protection of people and sites.',
    factors: [
      {
        code: 'TR-INT',
        name: 'Threat level',
        icon: 'bullseye',
        about: 'Official and assessed threat level.',
      },
      {
        code: 'TR-TGT',
        name: 'Likely targets',
        icon: 'geo-alt',
        about: 'Places and events at most risk.',
      },
      {
        code: 'TR-RSP',
        name: 'Response capacity',
        icon: 'hospital',
        about: 'Readiness of security and health services.',
      },
    ],
    queryTypes: [
      {
        name: 'Event security',
        icon: 'calendar-check',
        about: 'Risk at a planned event or venue.',
        customerType: 'Global',
      },
    ],
  },
  {
    name: 'Trade Policy',
    icon: 'briefcase',
    about: 'Tariffs, sanctions, export controls and the trade relationships behind them.',
    factors: [
      {
        code: 'TP-SAN',
        name: 'Sanctions exposure',
        icon: 'slash-circle',
        about: 'Risk of breaching sanctions regimes.',
      },
      {
        code: 'TP-TAR',
        name: 'Tariff changes',
        icon: 'percent',
        about: 'Announced and likely tariff moves.',
      },
      {
        code: 'TP-EXP',
        name: 'Export controls',
        icon: 'box-arrow-up-right',
        about: 'Licensing limits on goods and technology.',
      },
    ],
    queryTypes: [
      {
        name: 'Sanctions check',
        icon: 'search',
        about: 'Does a deal touch sanctioned parties or goods?',
        customerType: 'Corporate',
      },
      {
        name: 'Trade outlook',
        icon: 'bar-chart',
        about: 'Trade policy direction between countries.',
        customerType: 'Government',
      },
    ],
  },
];
