import { BRANCH_LIMITS, RISK_LEVELS, type RiskLevel } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { announceAlerts, type RaisedAlert } from './exposure-announce.js';
import {
  articlesToMatch,
  branchesInCountries,
  largestRadiusKm,
  readBranchesNearProbes,
  type Candidate,
  type MatchableArticle,
  type Probe,
} from './exposure-candidates.repository.js';
import { insertAlerts } from './branch-alerts.repository.js';
import { boxAround, distanceKm } from './exposure-geometry.js';

export { EXPOSURE_MAIL_WINDOW_S } from './exposure-announce.js';
export type { MatchableArticle } from './exposure-candidates.repository.js';

type Leveled = MatchableArticle & { riskLevel: RiskLevel };
type Found = { article: Leveled; branch: Candidate; km: number | null };

/**
 * Each branch near one of an article's places, within its own radius, at the nearest place:
 * every place of every article of the batch is looked around in one statement, as far as the
 * largest radius of any branch.
 */
const nearBranches = async (db: Database, located: Leveled[]): Promise<Found[]> => {
  if (located.length === 0) return [];
  const reach = await largestRadiusKm(db);
  if (reach === null) return [];
  const probes: (Probe & { article: Leveled })[] = located.flatMap((article) =>
    article.places.map((place) => ({
      article,
      lat: place.lat,
      lon: place.lon,
      box: boxAround(place, Math.min(reach, BRANCH_LIMITS.radiusMax)),
      level: article.riskLevel,
    })),
  );
  const nearest = new Map<string, Found>();
  for (const { probe, ...branch } of await readBranchesNearProbes(db, probes)) {
    const { article, lat, lon } = probes[probe]!;
    const km = distanceKm({ lat, lon }, branch);
    const key = `${article.id} ${branch.id}`;
    const known = nearest.get(key);
    if (km <= branch.radiusKm && (!known || km < (known.km ?? Infinity)))
      nearest.set(key, { article, branch, km });
  }
  // In the order of the batch, then of the branches as read: who is told first stays the same.
  const order = new Map(located.map((article, i) => [article.id, i]));
  return [...nearest.values()].sort((a, b) => order.get(a.article.id)! - order.get(b.article.id)!);
};

/** The alerts a batch makes: near each article's places, or (Severe, no place) in its countries. */
const alertsFor = async (db: Database, batch: MatchableArticle[]): Promise<Found[]> => {
  const leveled = batch.filter(
    (article): article is Leveled =>
      article.live && RISK_LEVELS.includes(article.riskLevel as RiskLevel),
  );
  const found: Found[] = await nearBranches(
    db,
    leveled.filter((article) => article.places.length > 0),
  );
  for (const article of leveled) {
    if (article.places.length > 0 || article.riskLevel !== 'Severe') continue;
    for (const branch of await branchesInCountries(db, article.countries, article.riskLevel))
      found.push({ article, branch, km: null });
  }
  return found;
};

/**
 * Raises the exposure alerts of a batch of articles (docs/rules/exposure.md): one per branch and
 * article, whoever runs first (the unique index settles it, so a re-run or a concurrent run adds
 * none). Each new alert is audited and told to its branch's company owners and admins (or solo
 * customer) at once, and by e-mail at most once per 15 minutes, the later ones gathered
 * (exposure-announce.ts). Call inside the transaction that claims the articles. Returns how many
 * alerts are new.
 */
export const matchExposure = async (
  db: Database,
  batch: MatchableArticle[],
  publicUrl: string,
): Promise<number> => {
  const found = await alertsFor(db, batch);
  const created = await insertAlerts(
    db,
    found.map(({ article, branch, km }) => ({
      owner: { companyId: branch.companyId, userId: branch.userId },
      branchId: branch.id,
      articleId: article.id,
      eventId: article.eventId,
      distanceKm: km,
      level: article.riskLevel,
    })),
  );
  const idOf = new Map(created.map((row) => [`${row.articleId} ${row.branchId}`, row.id]));
  const raised: RaisedAlert[] = found.flatMap(({ article, branch }) => {
    const id = idOf.get(`${article.id} ${branch.id}`);
    return id ? [{ id, article, branch }] : [];
  });
  await announceAlerts(db, raised, publicUrl);
  return created.length;
};

/** The same for one article by its id (the demo data, a re-run). */
export const raiseExposureAlerts = async (db: Database, articleId: string, publicUrl: string) =>
  matchExposure(db, await articlesToMatch(db, [articleId]), publicUrl);
