import type { RiskLevel } from '@georisk/contract';

interface SeedArticle {
  title: string;
  url: string;
  sourceName: string;
  hoursAgo: number;
  riskLevel: RiskLevel;
  emoji: string;
  content: string;
  /** Sample countries, so the risk map of a new installation is not blank. */
  countries: string[];
}

/** Sample articles (example.org links) so a new installation shows a living news feed. */
export const SEED_ARTICLES: SeedArticle[] = [
  {
    title: 'Naval standoff tightens around a contested strait',
    url: 'https://example.org/georisk/naval-standoff-strait',
    countries: ['PH'],
    sourceName: 'GeoRisk Desk',
    hoursAgo: 2,
    riskLevel: 'Severe',
    emoji: '⚓',
    content:
      'Warships from two neighbouring states shadowed each other for a third day as talks over fishing rights and seabed resources stalled. Insurers have raised war-risk premiums for vessels transiting the strait, and shipping firms are weighing longer routes that add up to four days per voyage.',
  },
  {
    title: 'Run-off vote set after disputed first round',
    url: 'https://example.org/georisk/runoff-vote-disputed',
    countries: ['KE'],
    sourceName: 'GeoRisk Desk',
    hoursAgo: 9,
    riskLevel: 'High Risk',
    emoji: '🗳️',
    content:
      'The electoral commission confirmed a run-off in three weeks after opposition parties rejected the first-round count. Observers reported irregularities in several districts; peaceful protests have so far been tolerated, but security forces have been deployed to the capital and two regional cities.',
  },
  {
    title: 'Ransomware campaign hits regional port operators',
    url: 'https://example.org/georisk/ransomware-port-operators',
    countries: ['NL', 'BE'],
    sourceName: 'Cyber Watch',
    hoursAgo: 20,
    riskLevel: 'Medium Risk',
    emoji: '💻',
    content:
      'Three port operators reported disruption to booking and customs systems after a ransomware intrusion. Cargo handling continues manually at reduced capacity; authorities attribute the attack to a criminal group and have issued guidance on patching the exploited remote-access gateway.',
  },
  {
    title: 'New export licences required for advanced chips',
    url: 'https://example.org/georisk/export-licences-chips',
    countries: ['US', 'CN'],
    sourceName: 'Trade Monitor',
    hoursAgo: 30,
    riskLevel: 'Risk',
    emoji: '📦',
    content:
      'A revised export-control list now requires licences for a wider range of semiconductor equipment. Manufacturers have ninety days to comply; firms with suppliers in affected countries should review contracts, delivery schedules and end-use declarations.',
  },
  {
    title: 'Border crossing reopens after month-long closure',
    url: 'https://example.org/georisk/border-crossing-reopens',
    countries: ['MD', 'RO'],
    sourceName: 'GeoRisk Desk',
    hoursAgo: 48,
    riskLevel: 'Low Risk',
    emoji: '🚧',
    content:
      'Freight and passenger traffic resumed at the main crossing after both governments agreed a joint inspection regime. Queues are expected for several days, but officials say the agreement removes the main cause of last month’s closure.',
  },
];
