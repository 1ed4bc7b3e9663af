import type { Dashboard } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { hasRole, type UserCaller } from '../../domain/caller.js';
import { findArticles } from '../articles/index.js';
import { exposureFiguresOf } from '../exposure-alerts/index.js';
import { listCountries } from '../geography/index.js';
import { slaHourSeconds } from '../sla/index.js';
import * as figures from './dashboard.repository.js';
import { answerTimesByAnalyst, answerTimesByCategory } from './time-to-answer.repository.js';
import { watchedCountries } from './watch.service.js';

const DAY_MS = 86_400_000;
const roleOf = (caller: UserCaller): Dashboard['role'] =>
  hasRole(caller, 'admin') ? 'admin' : hasRole(caller, 'partner') ? 'partner' : 'customer';

const WEEKS = 12;

/** The Mondays (UTC, as the database's date_trunc('week') labels them) of the last 12 weeks. */
export const lastWeeks = (now: number): string[] => {
  const today = new Date(now);
  const monday =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
    ((today.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: WEEKS }, (_, i) =>
    new Date(monday - (WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
};

/** Every one of the 12 weeks, oldest first; a week without requests is a zero, not a gap. */
const everyWeek = (weeks: string[], tally: { label: string; count: number }[]) =>
  weeks.map((label) => ({ label, count: tally.find((t) => t.label === label)?.count ?? 0 }));

/** The figures of the caller's role (docs/rules/geography.md). */
export const dashboardOf = async (db: Database, caller: UserCaller): Promise<Dashboard> => {
  const role = roleOf(caller);
  const countries = (await listCountries(db, caller)).map(({ reasons: _r, ...c }) => c);
  const now = Date.now();
  if (role === 'customer') {
    const watches = await watchedCountries(db, caller);
    const watched = watches.map(
      (w) =>
        countries.find((c) => c.code === w.country) ?? {
          code: w.country,
          name: w.name,
          riskLevel: null,
          score: 0,
          articles: 0,
          findings: 0,
        },
    );
    const [byStatus, outcomes, news, exposure] = await Promise.all([
      figures.requestsByStatus(db, caller.userId),
      figures.outcomes(db, caller.userId),
      watches.length === 0
        ? Promise.resolve({ rows: [] })
        : findArticles(
            db,
            { countries: watches.map((w) => w.country), limit: 10 },
            { includeInactive: false },
          ),
      exposureFiguresOf(db, caller),
    ]);
    return {
      role,
      countries,
      customer: {
        byStatus,
        outcomes,
        watched,
        news: news.rows,
        ...(exposure ? { exposure } : {}),
      },
    };
  }
  const median = await figures.medianHoursToAnswer(db);
  const hourSeconds = slaHourSeconds();
  const timeToAnswer = {
    byAnalyst: await answerTimesByAnalyst(db, hourSeconds),
    byCategory: await answerTimesByCategory(db, hourSeconds),
  };
  if (role === 'partner') {
    const [unanswered, answeredThisWeek] = await Promise.all([
      figures.unansweredCount(db),
      figures.answeredSince(db, new Date(now - 7 * DAY_MS)),
    ]);
    return {
      role,
      countries,
      partner: { unanswered, answeredThisWeek, medianHoursToAnswer: median, timeToAnswer },
    };
  }
  const weeks = lastWeeks(now);
  const [weekly, byCategory, byCustomerType, usersByRole, feeds] = await Promise.all([
    figures.requestsPerWeek(db, new Date(`${weeks[0]}T00:00:00.000Z`)),
    figures.requestsByCategory(db),
    figures.requestsByCustomerType(db),
    figures.usersByRole(db),
    figures.feedHealth(db),
  ]);
  const perWeek = everyWeek(weeks, weekly);
  return {
    role,
    countries,
    admin: {
      perWeek,
      byCategory,
      byCustomerType,
      usersByRole,
      medianHoursToAnswer: median,
      timeToAnswer,
      feeds,
    },
  };
};
