import type { RiskLevel } from '@georisk/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { branchIdOf } from '../../db/alert-branch.js';
import { exposureAlerts } from '../../db/schema.js';
import type { BranchOwner } from '../../domain/policies/index.js';
import { levelRank, levelRankSql } from '../events/index.js';

export interface NewAlert {
  owner: BranchOwner;
  branchId: string;
  articleId: string;
  eventId: string | null;
  distanceKm: number | null;
  level: RiskLevel;
}

const valuesOf = (alert: NewAlert) => ({
  companyId: alert.owner.companyId,
  userId: alert.owner.userId,
  branchId: alert.branchId,
  articleId: alert.articleId,
  eventId: alert.eventId,
  distanceKm: alert.distanceKm,
  level: alert.level,
});
const raised = {
  id: exposureAlerts.id,
  branchId: branchIdOf,
  articleId: exposureAlerts.articleId,
};

/**
 * Per branch and event, the batch's alert at the highest level (the first of them): one
 * statement may touch a row once.
 */
const highestPerEvent = (alerts: NewAlert[]) => {
  const kept = new Map<string, NewAlert>();
  for (const alert of alerts) {
    const key = `${alert.branchId} ${alert.eventId}`;
    const known = kept.get(key);
    if (!known || levelRank(alert.level) < levelRank(known.level)) kept.set(key, alert);
  }
  return [...kept.values()];
};

/**
 * The alerts this batch raises (docs/rules/exposure.md, docs/rules/news.md "Events"): one per
 * branch and event, made by its first article; a later article of the event at a higher level
 * raises the same alert again (its level, article and distance, and open unless escalated); the
 * same level or lower raises nothing. An article without an event: one per branch and article.
 * The unique indexes settle concurrent sweeps.
 */
export const insertAlerts = async (db: Database, alerts: NewAlert[]) => {
  const ofEvents = highestPerEvent(alerts.filter((alert) => alert.eventId));
  const alone = alerts.filter((alert) => !alert.eventId);
  const byEvent =
    ofEvents.length === 0
      ? []
      : await db
          .insert(exposureAlerts)
          .values(ofEvents.map(valuesOf))
          .onConflictDoUpdate({
            target: [exposureAlerts.branchId, exposureAlerts.eventId],
            targetWhere: sql`${exposureAlerts.eventId} is not null`,
            set: {
              level: sql`excluded.level`,
              articleId: sql`excluded.article_id`,
              distanceKm: sql`excluded.distance_km`,
              status: sql`case when ${exposureAlerts.status} = 'escalated' then 'escalated' else 'open' end`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`${levelRankSql(sql.raw('excluded.level'))} < ${levelRankSql(exposureAlerts.level)}`,
          })
          .returning(raised);
  const byArticle =
    alone.length === 0
      ? []
      : await db
          .insert(exposureAlerts)
          .values(alone.map(valuesOf))
          .onConflictDoNothing({ target: [exposureAlerts.branchId, exposureAlerts.articleId] })
          .returning(raised);
  return [...byEvent, ...byArticle];
};
