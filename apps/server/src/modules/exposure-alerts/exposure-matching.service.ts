import { BRANCH_LIMITS, RISK_LEVELS, type RiskLevel } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { enqueueCoalescedMail } from '../../mail/coalesced-mail.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notification/index.js';
import { exposureMail } from './exposure-alert-mails.js';
import {
  articleToMatch,
  branchesInBox,
  branchesInCountries,
  type Candidate,
} from './exposure-candidates.repository.js';
import { insertAlerts, type NewAlert } from './exposure-alerts.repository.js';
import { boxAround, distanceKm } from './exposure-geometry.js';
import { recipientsOf } from './exposure-recipients.js';

/** At most one e-mail of new exposure alerts per recipient in this window (DESIGN section 13). */
export const EXPOSURE_MAIL_WINDOW_S = 15 * 60;

const SYSTEM = { userId: null, email: null, ip: null };

/** Each branch near one of the places, within its own radius, nearest place first. */
const nearBranches = async (
  db: Database,
  places: { lat: number; lon: number }[],
  level: RiskLevel,
) => {
  const nearest = new Map<string, { branch: Candidate; km: number }>();
  for (const place of places) {
    for (const branch of await branchesInBox(
      db,
      boxAround(place, BRANCH_LIMITS.radiusMax),
      level,
    )) {
      const km = distanceKm(place, branch);
      const known = nearest.get(branch.id);
      if (km <= branch.radiusKm && (!known || km < known.km))
        nearest.set(branch.id, { branch, km });
    }
  }
  return [...nearest.values()];
};

/** The alerts an article makes: near its places, or (Severe, no place) in its countries. */
const alertsFor = async (
  db: Database,
  article: NonNullable<Awaited<ReturnType<typeof articleToMatch>>>,
): Promise<{ alert: NewAlert; branch: Candidate }[]> => {
  const level = article.riskLevel;
  if (!RISK_LEVELS.includes(level)) return [];
  const make = (branch: Candidate, km: number | null) => ({
    branch,
    alert: {
      owner: { companyId: branch.companyId, userId: branch.userId },
      branchId: branch.id,
      articleId: article.id,
      distanceKm: km,
      level,
    },
  });
  if (article.places.length > 0) {
    return (await nearBranches(db, article.places, level)).map(({ branch, km }) =>
      make(branch, km),
    );
  }
  if (level !== 'Severe') return [];
  return (await branchesInCountries(db, article.countries, level)).map((b) => make(b, null));
};

/**
 * Raises the exposure alerts of one article (docs/rules/exposure.md): one per branch and article,
 * whoever runs first (the unique index settles it, so a re-run or a concurrent run adds none).
 * Each new alert tells its branch's company owners and admins (or solo customer) at once, and by
 * e-mail at most once per 15 minutes, the later ones gathered; an audit row records it. Call
 * inside the transaction that claims the article. Returns how many alerts are new.
 */
export const raiseExposureAlerts = async (
  db: Database,
  articleId: string,
  publicUrl: string,
): Promise<number> => {
  const article = await articleToMatch(db, articleId);
  if (!article?.live) return 0;
  const found = await alertsFor(db, article);
  const created = await insertAlerts(
    db,
    found.map(({ alert }) => alert),
  );
  const branchOf = new Map(found.map(({ branch }) => [branch.id, branch]));
  for (const { id, branchId } of created) {
    const branch = branchOf.get(branchId);
    if (!branch) continue;
    const owner = { companyId: branch.companyId, userId: branch.userId };
    await recordAudit(db, SYSTEM, {
      action: 'alert.create',
      target: { kind: 'alert', id },
      detail: { branch: branch.name, article: article.title, level: article.riskLevel },
      companyId: owner.companyId,
    });
    const text = `${article.riskLevel} news near ${branch.name}: ${article.title}`;
    for (const to of await recipientsOf(db, owner)) {
      await notify(db, { userId: to.id, kind: 'exposure', text, articlesId: article.id });
      await enqueueCoalescedMail(
        db,
        { userId: to.id, topic: 'exposure', windowS: EXPOSURE_MAIL_WINDOW_S },
        (more) =>
          exposureMail(
            {
              ...to,
              branch: branch.name,
              level: article.riskLevel,
              title: article.title,
              link: `${publicUrl}/menu/alerts`,
            },
            more,
          ),
      );
    }
  }
  return created.length;
};
