import {
  countryName,
  type CountryReason,
  type CountrySummary,
  type RiskLevel,
} from '@georisk/contract';

/**
 * The country risk formula, pure so it is deterministic and testable (docs/rules/geography.md):
 *
 *   article points = LEVEL_POINTS[level] x GRADE_WEIGHTS[source grade] x 0.5^(age in days / 7)
 *   finding points = 30 x (Red share + Yellow share / 2) x 0.5^(age in days / 7)
 *   score          = min(100, round(sum of the points of the last 30 days))
 *   level          = the first of Severe >= 60, High Risk >= 35, Medium Risk >= 20, Risk >= 8,
 *                    else Low Risk, but never below the level of an article of the last 24
 *                    hours (fresh news sets a floor); no signal in the last 30 days: no level
 */
export const WINDOW_DAYS = 30;
export const HALF_LIFE_DAYS = 7;
export const LEVEL_POINTS: Record<RiskLevel, number> = {
  Severe: 40,
  'High Risk': 25,
  'Medium Risk': 12,
  Risk: 6,
  'Low Risk': 2,
};
/**
 * How much an article counts by its source's Admiralty grade (docs/rules/news.md, "Reliability";
 * README). F, "cannot be judged", sits between fairly and not usually reliable.
 */
export const GRADE_WEIGHTS: Record<string, number> = {
  A: 1,
  B: 0.8,
  C: 0.6,
  D: 0.4,
  E: 0.2,
  F: 0.5,
};
export const FINDING_POINTS = 30;
const THRESHOLDS: [RiskLevel, number][] = [
  ['Severe', 60],
  ['High Risk', 35],
  ['Medium Risk', 20],
  ['Risk', 8],
];

const DAY_MS = 86_400_000;

export interface ArticleSignal {
  kind: 'article';
  id: string;
  title: string;
  level: string;
  at: Date;
  /** The source's grade; left out: A. */
  grade?: string;
}
export interface FindingSignal {
  kind: 'finding';
  id: string;
  title: string;
  at: Date;
  red: number;
  yellow: number;
  total: number;
}
export type Signal = (ArticleSignal | FindingSignal) & { code: string };

export const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_DAYS * DAY_MS);

const decay = (at: Date, now: Date) => {
  // A story dated in the future counts as today's, never more.
  const ageDays = Math.max(0, now.getTime() - at.getTime()) / DAY_MS;
  return 0.5 ** (ageDays / HALF_LIFE_DAYS);
};

const pointsOf = (signal: Signal, now: Date): number => {
  const weight =
    signal.kind === 'article'
      ? (LEVEL_POINTS[signal.level as RiskLevel] ?? 0) * (GRADE_WEIGHTS[signal.grade ?? 'A'] ?? 1)
      : (FINDING_POINTS * (signal.red + signal.yellow / 2)) / Math.max(signal.total, 1);
  return weight * decay(signal.at, now);
};

const findingLevel = (s: FindingSignal) => (s.red > 0 ? 'Red' : s.yellow > 0 ? 'Yellow' : 'Green');

export const levelOf = (score: number): RiskLevel =>
  THRESHOLDS.find(([, floor]) => score >= floor)?.[0] ?? 'Low Risk';

const LEVELS = ['Severe', 'High Risk', 'Medium Risk', 'Risk', 'Low Risk'] as const;
const rank = (level: string) => {
  const index = LEVELS.indexOf(level as RiskLevel);
  return index < 0 ? LEVELS.length : index;
};
const FLOOR_MS = DAY_MS;

/** The score's level, raised to the most severe article of the last 24 hours. */
const levelWithFloor = (score: number, signals: Signal[], now: Date): RiskLevel => {
  const fresh = signals.filter(
    (s): s is ArticleSignal & { code: string } =>
      s.kind === 'article' && now.getTime() - s.at.getTime() <= FLOOR_MS,
  );
  return [levelOf(score), ...fresh.map((s) => s.level as RiskLevel)].reduce((a, b) =>
    rank(b) < rank(a) ? b : a,
  );
};

export interface Assessment extends CountrySummary {
  reasons: CountryReason[];
}

/** One country's level from its signals; signals outside the 30-day window are ignored. */
export const assess = (code: string, signals: Signal[], now: Date): Assessment => {
  const from = windowStart(now).getTime();
  const inWindow = signals.filter((s) => s.code === code && s.at.getTime() >= from);
  const reasons = inWindow
    .map((s) => ({
      kind: s.kind,
      id: s.id,
      title: s.title,
      level: s.kind === 'article' ? s.level : findingLevel(s),
      at: s.at.toISOString(),
      points: Math.round(pointsOf(s, now) * 10) / 10,
    }))
    // Strongest first; ties by newest, then id, so the order never depends on the database.
    .sort((a, b) => b.points - a.points || b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
  const score = Math.min(100, Math.round(inWindow.reduce((sum, s) => sum + pointsOf(s, now), 0)));
  return {
    code,
    name: countryName(code),
    riskLevel: inWindow.length === 0 ? null : levelWithFloor(score, inWindow, now),
    score,
    articles: inWindow.filter((s) => s.kind === 'article').length,
    findings: inWindow.filter((s) => s.kind === 'finding').length,
    reasons,
  };
};

/** Every country with a signal in the window, by code. */
export const assessAll = (signals: Signal[], now: Date): Assessment[] => {
  const byCode = new Map<string, Signal[]>();
  for (const s of signals) {
    const group = byCode.get(s.code);
    if (group) group.push(s);
    else byCode.set(s.code, [s]);
  }
  return [...byCode.keys()]
    .sort()
    .map((code) => assess(code, byCode.get(code) ?? [], now))
    .filter((a) => a.riskLevel !== null);
};
