import type { RiskLevel, TaggedLanguage } from '@georisk/contract';

/**
 * The keyword rules a new installation starts with (docs/rules/news.md, "Languages"). The first
 * English ones have no language: English terms turn up in feeds of every language. The others
 * apply to articles in their language (or in none detected).
 */
type Terms = Partial<Record<RiskLevel, string[]>>;

const EVERY_LANGUAGE: Terms = {
  Severe: ['invasion', 'coup', 'attack', 'missile', 'bombing'],
  'High Risk': ['sanctions', 'protest', 'unrest'],
  'Medium Risk': ['election', 'tariff'],
};

const BY_LANGUAGE: Record<TaggedLanguage, Terms> = {
  en: { Severe: ['explosion'], 'High Risk': ['riots'], 'Medium Risk': ['referendum'] },
  fr: {
    Severe: ['attentat', 'bombardement', 'coup d’État'],
    'High Risk': ['manifestation', 'émeutes'],
    'Medium Risk': ['élections', 'grève'],
  },
  es: {
    Severe: ['atentado', 'bombardeo', 'golpe de Estado'],
    'High Risk': ['protestas', 'disturbios', 'sanciones'],
    'Medium Risk': ['elecciones', 'huelga'],
  },
  pt: {
    Severe: ['atentado', 'bombardeio', 'golpe de Estado'],
    'High Risk': ['protestos', 'sanções'],
    'Medium Risk': ['eleições', 'greve'],
  },
  de: {
    Severe: ['Anschlag', 'Putsch', 'Explosion'],
    'High Risk': ['Proteste', 'Unruhen', 'Sanktionen'],
    'Medium Risk': ['Wahl', 'Streik'],
  },
  ru: {
    Severe: ['теракт', 'взрыв', 'переворот'],
    'High Risk': ['протест', 'беспорядки', 'санкции'],
    'Medium Risk': ['выборы', 'забастовка'],
  },
  ar: {
    Severe: ['انفجار', 'هجوم', 'انقلاب'],
    'High Risk': ['احتجاجات', 'عقوبات'],
    'Medium Risk': ['انتخابات', 'إضراب'],
  },
  zh: {
    Severe: ['爆炸', '袭击', '政变'],
    'High Risk': ['抗议', '制裁', '骚乱'],
    'Medium Risk': ['选举', '罢工'],
  },
};

const rulesOf = (terms: Terms, language: string | null) =>
  Object.entries(terms).flatMap(([riskLevel, keywords]) =>
    keywords.map((keyword) => ({ keyword, riskLevel: riskLevel as RiskLevel, language })),
  );

export const DEFAULT_RISK_RULES = [
  ...rulesOf(EVERY_LANGUAGE, null),
  ...Object.entries(BY_LANGUAGE).flatMap(([language, terms]) => rulesOf(terms, language)),
];
